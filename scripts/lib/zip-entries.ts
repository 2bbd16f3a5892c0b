/**
 * The entries of a zip file from its central directory (names and unzipped sizes), without inflating
 * anything: reading a 60 MB function zip this way takes a few milliseconds.
 */
import { open, type FileHandle } from 'node:fs/promises';

export interface ZipEntry {
  path: string;
  compressed: number;
  bytes: number;
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_MIN = 22;
const COMMENT_MAX = 0xffff;

/** Finds the end-of-central-directory record in the last bytes of the file. */
export function findEnd(tail: Buffer): number {
  for (let at = tail.length - END_MIN; at >= 0; at--) if (tail.readUInt32LE(at) === END_SIGNATURE) return at;
  return -1;
}

/** Parses a central directory (as read from the file) into entries. */
export function parseCentralDirectory(directory: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (directory.readUInt32LE(at) !== ENTRY_SIGNATURE) throw new Error(`zip: bad central directory entry ${i}`);
    const compressed = directory.readUInt32LE(at + 20);
    const bytes = directory.readUInt32LE(at + 24);
    if (compressed === 0xffffffff || bytes === 0xffffffff)
      throw new Error('zip: ZIP64 entries are not supported (a file over 4 GB)');
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const path = directory.toString('utf8', at + 46, at + 46 + nameLength);
    if (!path.endsWith('/')) entries.push({ path, compressed, bytes });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Reads exactly `length` bytes at `position` (a read may return fewer than asked). */
async function readAt(handle: FileHandle, length: number, position: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(buffer, done, length - done, position + done);
    if (bytesRead === 0) throw new Error(`zip: the file ended ${length - done} bytes early`);
    done += bytesRead;
  }
  return buffer;
}

export async function readZipEntries(file: string): Promise<ZipEntry[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, END_MIN + COMMENT_MAX);
    const tail = await readAt(handle, tailLength, size - tailLength);
    const end = findEnd(tail);
    if (end < 0)
      throw new Error(
        `${file}: not a zip file (no end of central directory in its last ${tailLength} of ${size} bytes)`,
      );
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    const directory = await readAt(handle, directorySize, directoryOffset);
    return parseCentralDirectory(directory, count);
  } finally {
    await handle.close();
  }
}
