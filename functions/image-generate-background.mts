import { buildImage } from '../src/server/content-tools/media-generate.ts';
import { verifyImageGenerationToken } from '../src/server/content-tools/image-generations.ts';
import { runStartedWork } from '../src/server/background.ts';

// Netlify background function (issue 42): makes one image asked for on the media library (the OpenAI Images
// API or the built-in illustrator, then the website photo pipeline with sharp). Started by POST /api/images
// with a token only the server can make; the library polls GET /api/images. Netlify answers the caller 202 at once.
export default (req: Request): Promise<Response> => runStartedWork(req, 'id', verifyImageGenerationToken, buildImage);
