// Types of deploy/render-conf.cjs for the TypeScript that imports it (the tests).
import type { ServerName } from './serving-rules.cjs';

export type RenderOptions = {
  listen: string;
  root: string;
  runDir?: string;
  /** The file the field reports are logged in (absolute); by default one the server may write where it starts. */
  accessLog?: string;
  user?: { name: string; group: string };
};
/** A server's configuration for an address and a dist/ path. */
export function renderConf(server: ServerName, options: RenderOptions): string;
/** The files deploy/ keeps (repository-relative path → text), as the script writes them. */
export function committedFiles(): Record<string, string>;
/** `127.0.0.1:8080` → its host and port. */
export function splitListen(listen: string): { host: string; port: string };
/** The address and folders the committed files are rendered for. */
export const EXAMPLE: { listen: string; root: string; runDir: string; accessLog: string };
