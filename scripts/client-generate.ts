// npm run client:generate — rewrites clients/typescript/src/schema.ts from the current OpenAPI document.
import { writeFile } from "node:fs/promises";
import { CLIENT_SCHEMA_PATH, generateClientSchema } from "./client/client-schema";

await writeFile(CLIENT_SCHEMA_PATH, await generateClientSchema());
console.log(`wrote ${CLIENT_SCHEMA_PATH}`);
