/*
 * The baseline: a bare Fastify route answering the same JSON as the area dictionary, with no
 * plugins, schemas, database or logging. Run as a child process by run.ts.
 */
import { areaDictionary } from "@portal/shared";
import Fastify from "fastify";
import { announceReady, onStop } from "./child-protocol.ts";

const app = Fastify({ logger: false });
const body = { code: 200, data: areaDictionary, msg: "ok" };
app.get("/bare", async () => body);

const address = await app.listen({ host: "127.0.0.1", port: 0 });
onStop(() => app.close());
announceReady({ url: address });
