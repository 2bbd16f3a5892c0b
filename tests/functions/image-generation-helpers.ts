// The media library's 'Make image' as it runs on Netlify (issue 42): POST /api/images answers 202 and starts
// image-generate-background, run here by the background-host stand-in; the library is then read as its
// screen reads it (GET /api/images).
import images from '../../functions/images.mts';
import imageBackground from '../../functions/image-generate-background.mts';
import { startBackgroundHost } from './background-host.ts';
import { send } from './generation-helpers.ts';

export async function makeImageAndSettle(cookie: string, prompt: string) {
  const host = await startBackgroundHost({ 'image-generate-background': imageBackground });
  try {
    const started = await send(images, `${host.origin}/api/images`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt }),
    });
    await host.settled();
    const library = await send(images, `${host.origin}/api/images`, { headers: { cookie } });
    return { started, library };
  } finally {
    await host.close();
  }
}
