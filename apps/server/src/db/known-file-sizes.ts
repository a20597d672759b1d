import fs from 'node:fs';

/**
 * The sizes of the embedded database's files, kept instead of asked for (decision 040). PostgreSQL
 * learns a relation's length with lseek(fd, 0, SEEK_END) when it plans a query and when it starts
 * a scan, and Emscripten's Node file system answers each with an fstat system call and a stat
 * object: about 5 % of the server's time on the embedded database's lists. A file's size changes
 * only through this process (the data directory is locked to it), so it is read once and then
 * followed through every call that can change it: a write past its end, a truncation, an open
 * that may truncate.
 */

interface FsNode {
  mode: number;
}

interface NodeStream {
  nfd: number;
  node: FsNode;
}

type StreamOps = {
  llseek(stream: NodeStream, offset: number, whence: number): number;
  write(stream: NodeStream, buffer: Uint8Array, offset: number, length: number, position: number): number;
  open(stream: NodeStream): void;
  setattr?(stream: NodeStream, attributes: { size?: number }): void;
};

type NodeOps = { setattr(node: FsNode, attributes: { size?: number }): void };

export interface EmscriptenFs {
  FS: { isFile(mode: number): boolean; ErrnoError: new (errno: number) => Error };
  NODEFS: {
    stream_ops: StreamOps;
    node_ops: NodeOps;
    tryFSOperation<T>(operation: () => T): T;
  };
}

const SEEK_END = 2;
const EINVAL = 28;

/** Installs the size-keeping calls on the module's Node file system (in a preRun hook). */
export function keepFileSizes({ FS, NODEFS }: EmscriptenFs): void {
  const sizes = new WeakMap<FsNode, number>();
  const stream = NODEFS.stream_ops;
  const { llseek, write, open, setattr: setStreamAttributes } = stream;
  const { setattr: setNodeAttributes } = NODEFS.node_ops;

  stream.llseek = (target, offset, whence) => {
    if (whence !== SEEK_END || !FS.isFile(target.node.mode)) return llseek(target, offset, whence);
    let size = sizes.get(target.node);
    if (size === undefined) {
      size = NODEFS.tryFSOperation(() => fs.fstatSync(target.nfd).size);
      sizes.set(target.node, size);
    }
    const position = size + offset;
    if (position < 0) throw new FS.ErrnoError(EINVAL);
    return position;
  };
  stream.write = (target, buffer, offset, length, position) => {
    // Forgotten first: a write that fails part-way leaves a size no one can know without asking.
    const known = sizes.get(target.node);
    sizes.delete(target.node);
    const written = write(target, buffer, offset, length, position);
    if (known !== undefined) sizes.set(target.node, Math.max(known, position + written));
    return written;
  };
  // O_TRUNC empties a file as it opens; any other open changes nothing, but costs nothing to forget.
  stream.open = (target) => {
    sizes.delete(target.node);
    open(target);
  };
  if (setStreamAttributes) {
    stream.setattr = (target, attributes) => {
      sizes.delete(target.node);
      setStreamAttributes(target, attributes);
    };
  }
  NODEFS.node_ops.setattr = (node, attributes) => {
    sizes.delete(node);
    setNodeAttributes(node, attributes);
  };
}
