// The portal's HTTP server: Next.js behind a thin Node server that
//  - records the socket's address for IP allow lists (Next's own X-Forwarded-For can be spoofed),
//  - makes /api paths case-insensitive, as on the original .NET service (/api/Vessel/Search).
import http from "node:http";
import next from "next";
import { PEER_IP_HEADER } from "@/lib/net/client-ip";

export interface PortalServer {
  url: string;
  close(): Promise<void>;
}

export function lowerCaseApiPath(url: string): string {
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  if (!/^\/api\//i.test(pathname) || pathname === pathname.toLowerCase()) return url;
  return pathname.toLowerCase() + (q === -1 ? "" : url.slice(q));
}

export async function startPortalServer(options: { dev: boolean; hostname: string; port: number }): Promise<PortalServer> {
  const app = next({ dev: options.dev, hostname: options.hostname, port: options.port, dir: process.cwd() });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((req, res) => {
    req.headers[PEER_IP_HEADER] = req.socket.remoteAddress ?? "";
    if (req.url) req.url = lowerCaseApiPath(req.url);
    void handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, resolve);
  });
  return {
    url: `http://${options.hostname === "0.0.0.0" ? "localhost" : options.hostname}:${options.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
