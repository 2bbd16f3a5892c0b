// Moved to src/shared so the owner's calendar screen converts wall times with the same rules as the server.
export * from '../../shared/zoned-time.ts';
