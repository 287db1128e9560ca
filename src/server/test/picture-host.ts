import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for Amazon's image hosts (PICTURE_ORIGIN): a photograph-like JPEG, and the
 * answers a picture fetch must refuse. Paths are those of the real hosts' URLs.
 */
export async function startPictureHost() {
  // Noise over a gradient: compresses like a photograph, not like a flat test card.
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) {
    raw[i] = ((i / 3) % width) / 8 + ((i * 2654435761) % 97);
  }
  const photo = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withMetadata({ exif: { IFD0: { Copyright: 'camera serial 12345' } } })
    .toBuffer();
  // A 30 MP picture, over PICTURE_PIXELS_MAX, that is small to send: one colour, compressed flat.
  const bomb = await sharp({
    create: { width: 6000, height: 5000, channels: 3, background: '#556b2f' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  let served = 0;

  const server = http.createServer((req, res) => {
    served += 1;
    const path = (req.url ?? '').split('?')[0];
    const send = (status: number, type: string, body: Buffer | string) =>
      res.writeHead(status, { 'content-type': type }).end(body);
    switch (path) {
      case '/images/I/photo.jpg':
        return send(200, 'image/jpeg', photo);
      case '/images/I/bomb.png':
        return send(200, 'image/png', bomb);
      case '/images/I/page.html':
        return send(200, 'text/html', '<html><body>Not a picture</body></html>');
      case '/images/I/garbage.jpg':
        return send(200, 'image/jpeg', Buffer.from('GIF89a but not really any picture at all'));
      case '/images/I/missing.jpg':
        return send(404, 'text/plain', 'Not found');
      case '/images/I/huge.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        // No length announced: the cap must hold on the bytes as they come.
        for (let i = 0; i < 11; i += 1) res.write(Buffer.alloc(1024 * 1024, 0xff));
        return res.end();
      case '/images/I/to-elsewhere.jpg':
        return res.writeHead(302, { location: 'https://evil.example/x.jpg' }).end();
      case '/images/I/to-other-port.jpg':
        return res.writeHead(301, { location: 'https://m.media-amazon.com:8443/x.jpg' }).end();
      case '/images/I/to-sibling.jpg':
        return res
          .writeHead(302, {
            location: 'https://images-na.ssl-images-amazon.com/images/I/photo.jpg',
          })
          .end();
      case '/images/I/loop.jpg':
        return res.writeHead(302, { location: '/images/I/loop.jpg' }).end();
      case '/images/I/silent.jpg':
        // Never answers: the deadline must end it.
        return;
      default:
        return send(404, 'text/plain', 'Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    photo,
    requests: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
