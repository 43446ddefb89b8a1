import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  text: string;
  /** The server said `100 Continue` before its answer. */
  continued: boolean;
}

/**
 * POSTs `body` as curl does: with a Content-Length or chunked, with `Expect: 100-continue` or
 * straight away, in chunks of 64 KiB; answers the final response. The URL is sent as given (`/%`).
 */
export function sendBody(port: number, path: string, body: Buffer, { expect, chunked }: { expect: boolean; chunked: boolean }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const headers: Record<string, string | number> = { 'content-type': 'application/octet-stream' };
    if (expect) headers.expect = '100-continue';
    if (chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = body.length;
    const outgoing = request({ host: '127.0.0.1', port, method: 'POST', path, headers, agent: false }, (response) =>
      answer(response, resolve, () => continued),
    );
    const write = () => {
      for (let at = 0; at < body.length; at += 65_536) outgoing.write(body.subarray(at, at + 65_536));
      outgoing.end();
    };
    outgoing.on('continue', () => {
      continued = true;
      write();
    });
    outgoing.on('error', reject);
    if (!expect) write();
  });
}

/** GET with the URL sent as given (fetch would refuse `/%`). */
export function getRaw(port: number, path: string): Promise<Omit<RawAnswer, 'continued'>> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, agent: false }, (response) =>
      answer(
        response,
        ({ status, text }) => resolve({ status, text }),
        () => false,
      ),
    );
    outgoing.on('error', reject).end();
  });
}

function answer(response: import('node:http').IncomingMessage, resolve: (answer: RawAnswer) => void, continued: () => boolean) {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('end', () => resolve({ status: response.statusCode ?? 0, text, continued: continued() }));
}
