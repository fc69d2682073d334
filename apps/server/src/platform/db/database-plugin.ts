import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, DatabaseConnection, DatabaseDriver } from "./client.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    dbDriver: DatabaseDriver;
  }
}

/** The database the app reads and writes; whoever opened the connection closes it. */
export const databasePlugin = fp<{ connection: DatabaseConnection }>(
  async (app: FastifyInstance, options) => {
    app.decorate("db", options.connection.db);
    app.decorate("dbDriver", options.connection.driver);
  },
  { name: "database" },
);
