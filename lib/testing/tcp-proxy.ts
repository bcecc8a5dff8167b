// A TCP proxy a fault test starts in front of its own database (never the machine's server
// itself): it forwards, freezes (accepts and holds connections, forwards nothing: a database
// that hangs) and cuts (drops every connection and refuses new ones: a database that is gone).
import net from "node:net";

export interface TcpProxy {
  port: number;
  freeze(): void;
  /**
   * Freezes the moment a client sends bytes holding this text (a statement of the test's
   * choosing), holding those bytes too; resolves with that moment (performance.now()).
   */
  freezeOnText(text: string): Promise<number>;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: "forward" | "frozen" | "cut" = "forward";
  let freezeOn: { text: string; frozen: (at: number) => void } | null = null;
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => s.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === "cut") return client.destroy();
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    // Frozen, bytes wait here instead of going on: neither side hears from the other.
    const held: [net.Socket, Buffer][] = [];
    const relay = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk: Buffer) => {
        if (from === client && mode === "forward" && freezeOn && chunk.includes(freezeOn.text)) {
          freezeOn.frozen(performance.now());
          freezeOn = null;
          mode = "frozen";
        }
        if (mode === "forward") to.write(chunk);
        else held.push([to, chunk]);
      });
    relay(client, upstream);
    relay(upstream, client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    flushers.add(() => {
      for (const [to, chunk] of held.splice(0)) if (!to.destroyed) to.write(chunk);
    });
  });
  const flushers = new Set<() => void>();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => void (mode = "frozen"),
    freezeOnText: (text) => new Promise((frozen) => void (freezeOn = { text, frozen })),
    cut() {
      mode = "cut";
      for (const s of sockets) s.destroy();
      flushers.clear();
    },
    restore() {
      mode = "forward";
      freezeOn = null;
      for (const flush of flushers) flush();
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
