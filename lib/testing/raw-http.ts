// HTTP by hand over one socket, for tests that must control connections (graceful shutdown: a
// request already on an open connection when the server stops accepting new ones).
import net from "node:net";
import { checkExchange } from "@/lib/testing/openapi-traffic";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Reads one answer from the socket (a Content-Length or chunked body; ASCII-safe slicing: JSON answers here). */
export function readAnswer(socket: net.Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let data = "";
    const parse = () => {
      const end = data.indexOf("\r\n\r\n");
      if (end === -1) return null;
      const [statusLine, ...lines] = data.slice(0, end).split("\r\n");
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
      );
      const length = Number(headers["content-length"] ?? NaN);
      let body = data.slice(end + 4);
      if (headers["transfer-encoding"] === "chunked") {
        let decoded = "";
        for (let at = 0; ;) {
          const eol = body.indexOf("\r\n", at);
          if (eol === -1) return null;
          const size = parseInt(body.slice(at, eol), 16);
          if (size === 0) break;
          if (body.length < eol + 2 + size) return null;
          decoded += body.slice(eol + 2, eol + 2 + size);
          at = eol + 2 + size + 2;
        }
        body = decoded;
      } else if (Number.isFinite(length) && Buffer.byteLength(body) < length) return null;
      return { status: Number(statusLine.split(" ")[1]), headers, body };
    };
    const onData = (chunk: Buffer) => {
      data += chunk.toString();
      const answer = parse();
      if (answer) {
        socket.off("data", onData);
        resolve(answer);
      }
    };
    socket.on("data", onData);
    socket.once("close", () => {
      const answer = parse();
      if (answer) resolve(answer);
      else reject(new Error(`connection closed without a whole answer: ${JSON.stringify(data.slice(0, 500))}`));
    });
    socket.once("error", reject);
  });
}

/** Sends a whole request on a new connection and reads its answer. */
export async function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body = "",
): Promise<RawAnswer> {
  const socket = await connect(port);
  const head = [
    `${method} ${path} HTTP/1.1`,
    "host: 127.0.0.1",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    `content-length: ${Buffer.byteLength(body)}`,
  ];
  socket.write(`${head.join("\r\n")}\r\n\r\n${body}`);
  try {
    const answer = await readAnswer(socket);
    // Request and answer against the OpenAPI document (throws on a mismatch: lib/testing/openapi-traffic.ts).
    checkExchange({
      method,
      url: path,
      requestHeaders: new Headers(headers),
      requestBody: body,
      status: answer.status,
      responseHeaders: new Headers(answer.headers),
      responseBody: answer.body,
    });
    return answer;
  } finally {
    socket.destroy();
  }
}
