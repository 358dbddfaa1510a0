// What the benchmark serves: two instances of the real backend (the same code,
// seed and registry), one with the shell's build, one with the monolith's, each
// behind a small pass-through proxy so both variants take the same path.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const decoders = { br: promisify(zlib.brotliDecompress), gzip: promisify(zlib.gunzip), deflate: promisify(zlib.inflate) };
const encoders = { br: promisify(zlib.brotliCompress), gzip: promisify(zlib.gzip), deflate: promisify(zlib.deflate) };

/**
 * The backend puts preload hints for the owning remote's files into every shell
 * page (its manifest and remoteEntry.js). The monolith loads no remote files,
 * so its page goes out without them: these tags would fetch bytes it never uses.
 */
export function withoutRemoteHints(html) {
  return html
    .replace(/<link\b[^>]*\bhref="[^"]*\/remotes\/[^"]*"[^>]*>/g, '')
    .replace(/<script\b[^>]*\bsrc="[^"]*\/remotes\/[^"]*"[^>]*><\/script>/g, '');
}

/** Starts the backend on `port`; resolves once it answers, with a stop function (ends its process group). */
export async function startBackend({ repoDir, port, shellDist, log }) {
  const backendDir = path.join(repoDir, 'stack');
  // As the e2e suite runs it (development, in-memory seed); a NODE_ENV of the build must not make it production.
  const environment = { ...process.env };
  delete environment.NODE_ENV;
  const child = spawn(path.join(backendDir, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: backendDir,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      STOREFRONT_ENV: 'development',
      DATABASE_PATH: ':memory:',
      SERVER_DATABASE_PATH: ':memory:',
      FAULT_INJECTION: 'off',
      SHELL_DIST: shellDist,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the backend on ${port} exited: ${stderr.slice(-2000)}`);
    try {
      const status = await new Promise((resolve, reject) =>
        http.get({ host: '127.0.0.1', port, path: '/tenant/config' }, (res) => resolve(res.resume().statusCode)).on('error', reject),
      );
      if (status === 200) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the backend on ${port} did not answer within 60 s: ${stderr.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log?.(`backend on ${port} serves ${path.relative(repoDir, shellDist)}`);
  return { stop };
}

/** A pass-through proxy; with `rewriteHtml`, pages (text/html) are decoded, rewritten and encoded again as they came. */
export function startProxy({ port, target, rewriteHtml }) {
  const server = http.createServer((req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers }, async (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!rewriteHtml || !type.startsWith('text/html')) {
        res.writeHead(answer.statusCode, answer.rawHeaders);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      for await (const chunk of answer) chunks.push(chunk);
      const encoding = answer.headers['content-encoding'];
      let body = Buffer.concat(chunks);
      if (encoding && decoders[encoding]) body = await decoders[encoding](body);
      let out = Buffer.from(rewriteHtml(body.toString('utf8')), 'utf8');
      if (encoding && encoders[encoding]) out = await encoders[encoding](out);
      const headers = { ...answer.headers, 'content-length': String(out.length) };
      delete headers['transfer-encoding'];
      res.writeHead(answer.statusCode, headers);
      res.end(out);
    });
    upstream.on('error', (error) => {
      res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ stop: () => new Promise((done) => server.close(done)) })));
}

/** The bytes the server sends for `url` when the browser accepts only `encoding` (br, gzip, identity). */
export function bytesOnTheWire(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let length = 0;
        res.on('data', (chunk) => {
          length += chunk.length;
        });
        res.on('end', () => resolve({ bytes: length, encoding: res.headers['content-encoding'] ?? 'identity', status: res.statusCode }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
