// The paced run's control (bench:ssr, ADR 0135): a bare node:http server in its own process that
// answers every request with a fixed HTML body of the intake page's size, so the same load generator
// on the same machine shows the latency floor that the machine, the kernel and the generator set
// without the application. Usage: node bench/support/static-page.mjs <port> <bytes>. Prints
// "listening" once it accepts connections. Plain JavaScript: started with plain node.
import http from "node:http";

const [port, bytes] = process.argv.slice(2).map(Number);
const body = Buffer.from(`<!DOCTYPE html><html>${"x".repeat(Math.max(0, bytes - 28))}</html>`);
const server = http.createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  response.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(port, "127.0.0.1", () => process.stdout.write("listening\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
