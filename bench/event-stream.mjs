// A text/event-stream client for bench/fan-out.mjs: raw node:http, not fetch, so a thousand of them
// do not go through one keep-alive agent's limits.
import http from 'node:http';

/**
 * Opens one stream and calls onEvent(type, data) for each event; answers a function that closes
 * it. Fails when the server does not answer 200.
 */
export function openEventStream(url, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type = 'message';
          let data = '';
          for (const line of frame.split('\n')) {
            if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) onEvent(type, data);
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });
}
