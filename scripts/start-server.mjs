// Starts the server from its bundle (scripts/build-server.mjs), rebuilt first when any input changed: what runs is
// always the current source. Same environment and behaviour as `node --import tsx apps/server/src/main.ts`.
import { pathToFileURL } from 'node:url';
import { buildServer } from './build-server.mjs';

await import(pathToFileURL(await buildServer()).href);
