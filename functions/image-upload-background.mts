import { runImageUpload } from '../src/server/uploads/image-upload-run.ts';
import { verifyUploadToken } from '../src/server/uploads/image-uploads.ts';
import { runStartedWork } from '../src/server/background.ts';

// Netlify background function: decodes one uploaded image (the only upload function carrying sharp), started
// by the upload functions with a token only the server can make; the owner's screen polls GET /api/uploads/:id.
export default (req: Request): Promise<Response> => runStartedWork(req, 'upload_id', verifyUploadToken, runImageUpload);
