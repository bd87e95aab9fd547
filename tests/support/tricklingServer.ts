/**
 * A server that hands out the site's pages the way a slow connection does: each HTML page in pieces of a network
 * packet's size with a pause between them, so the browser can paint what it has before the rest arrives. Everything
 * else passes through at once. It forwards to the test server (the production build), so the pages are the ones
 * readers get; a request the test server does not answer gets a 502.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export type TricklingServer = {origin: string; close: () => Promise<void>};

export async function startTricklingServer(upstream: string, {packetBytes = 1400, pauseMs = 20} = {}): Promise<TricklingServer> {
  const server = http.createServer(async (request, response) => {
    let answer: Response;
    let body: Buffer;
    try {
      answer = await fetch(new URL(request.url ?? '/', upstream), {redirect: 'manual'});
      body = Buffer.from(await answer.arrayBuffer());
    } catch (error) {
      response.writeHead(502, {'content-type': 'text/plain'}).end(String(error));
      return;
    }
    const type = answer.headers.get('content-type') ?? '';
    const headers: Record<string, string> = {'content-type': type, 'cache-control': 'no-store'};
    const location = answer.headers.get('location');
    if (location) headers.location = location;
    response.writeHead(answer.status, headers);
    if (!type.startsWith('text/html')) {
      response.end(body);
      return;
    }
    for (let start = 0; start < body.length; start += packetBytes) {
      if (start > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      response.write(body.subarray(start, start + packetBytes));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
