/**
 * Where listing photos live: each owner writes only under its own prefix of the one file store,
 * served at /files/<key>. The upload itself (decoded in full with sharp) is listing-image-upload.ts,
 * kept apart so the functions that only check an address do not carry libvips.
 */
export const uploadedImagePrefix = (ownerId: string) => `/files/listing-images/${ownerId}/`;
