import { storageCopyCommand } from "./command.ts";

/** `npm run storage:copy -w apps/server -- --to s3|local [--check]`: see command.ts. */
process.exitCode = await storageCopyCommand(process.argv.slice(2), process.env, process);
