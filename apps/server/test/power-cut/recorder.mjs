// Loaded with --import into a child process: keeps, beside the data directory it watches, the copy
// a power cut would leave. A file's bytes reach the copy only when the process fsyncs the file;
// names (created, renamed, removed files and directories) reach it at once, as a journaling file
// system's metadata would. Written for the calls Emscripten's Node file system and our own code
// make; any other way of writing into the watched directory throws, so nothing slips past unseen.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const watched = path.resolve(process.env.POWER_CUT_WATCH ?? '');
const survivor = path.resolve(process.env.POWER_CUT_SURVIVOR ?? '');
if (!process.env.POWER_CUT_WATCH || !process.env.POWER_CUT_SURVIVOR) {
  throw new Error('POWER_CUT_WATCH and POWER_CUT_SURVIVOR are required');
}

const real = {};
for (const name of [
  'openSync',
  'closeSync',
  'writeSync',
  'writeFileSync',
  'fsyncSync',
  'fdatasyncSync',
  'ftruncateSync',
  'truncateSync',
  'renameSync',
  'unlinkSync',
  'rmdirSync',
  'rmSync',
  'mkdirSync',
  'appendFileSync',
  'copyFileSync',
  'symlinkSync',
]) {
  real[name] = fs[name].bind(fs);
}

/** fd → path inside the watched directory (relative). */
const pathOfDescriptor = new Map();
/** relative path → writes and truncations not yet fsynced. */
const unsynced = new Map();

const inside = (target) => {
  if (typeof target !== 'string' && !(target instanceof URL) && !Buffer.isBuffer(target)) return null;
  const absolute = path.resolve(String(target instanceof URL ? target.pathname : target));
  if (absolute === watched) return '';
  return absolute.startsWith(watched + path.sep) ? path.relative(watched, absolute) : null;
};
const survivorOf = (relative) => path.join(survivor, relative);
const record = (relative, change) => {
  const list = unsynced.get(relative) ?? [];
  list.push(change);
  unsynced.set(relative, list);
};

const O_CREAT = fs.constants.O_CREAT;
const O_TRUNC = fs.constants.O_TRUNC;
function openFlags(flags) {
  if (typeof flags === 'number')
    return { create: (flags & O_CREAT) !== 0, truncate: (flags & O_TRUNC) !== 0 };
  const text = flags ?? 'r';
  return { create: /[wa]/.test(text), truncate: text.startsWith('w') };
}

function flush(relative) {
  const changes = unsynced.get(relative);
  unsynced.delete(relative);
  const target = survivorOf(relative);
  if (fs.statSync(path.join(watched, relative), { throwIfNoEntry: false })?.isDirectory()) {
    real.mkdirSync(target, { recursive: true });
    return;
  }
  real.mkdirSync(path.dirname(target), { recursive: true });
  const descriptor = real.openSync(target, fs.existsSync(target) ? 'r+' : 'w+');
  try {
    for (const change of changes ?? []) {
      if (change.truncate !== undefined) real.ftruncateSync(descriptor, change.truncate);
      else real.writeSync(descriptor, change.bytes, 0, change.bytes.length, change.position);
    }
  } finally {
    real.closeSync(descriptor);
  }
}

fs.openSync = (target, flags, mode) => {
  const descriptor = real.openSync(target, flags, mode);
  const relative = inside(target);
  if (relative !== null) {
    pathOfDescriptor.set(descriptor, relative);
    const { create, truncate } = openFlags(flags);
    const copy = survivorOf(relative);
    if (create && !fs.existsSync(copy) && !fs.statSync(String(target)).isDirectory()) {
      real.mkdirSync(path.dirname(copy), { recursive: true });
      real.writeFileSync(copy, '');
    }
    if (truncate) record(relative, { truncate: 0 });
  }
  return descriptor;
};

fs.closeSync = (descriptor) => {
  pathOfDescriptor.delete(descriptor);
  return real.closeSync(descriptor);
};

fs.writeSync = (descriptor, buffer, offset, length, position) => {
  const relative = pathOfDescriptor.get(descriptor);
  if (relative !== undefined) {
    if (!ArrayBuffer.isView(buffer) || typeof position !== 'number') {
      throw new Error(`power-cut recorder: an unpositioned write into ${relative}`);
    }
    const view = Buffer.from(buffer.buffer, buffer.byteOffset + (offset ?? 0), length ?? buffer.byteLength);
    record(relative, { position, bytes: Buffer.from(view) });
  }
  return real.writeSync(descriptor, buffer, offset, length, position);
};

fs.writeFileSync = (target, data, options) => {
  const relative = typeof target === 'number' ? pathOfDescriptor.get(target) : inside(target);
  real.writeFileSync(target, data, options);
  if (relative !== undefined && relative !== null) {
    const copy = survivorOf(relative);
    if (!fs.existsSync(copy)) {
      real.mkdirSync(path.dirname(copy), { recursive: true });
      real.writeFileSync(copy, '');
    }
    record(relative, { truncate: 0 });
    const bytes = Buffer.from(typeof data === 'string' ? Buffer.from(data) : data);
    if (bytes.length > 0) record(relative, { position: 0, bytes });
  }
};

const syncing = (name) => (descriptor) => {
  const result = real[name](descriptor);
  const relative = pathOfDescriptor.get(descriptor);
  if (relative !== undefined) flush(relative);
  return result;
};
fs.fsyncSync = syncing('fsyncSync');
fs.fdatasyncSync = syncing('fdatasyncSync');

fs.ftruncateSync = (descriptor, length = 0) => {
  const relative = pathOfDescriptor.get(descriptor);
  if (relative !== undefined) record(relative, { truncate: length });
  return real.ftruncateSync(descriptor, length);
};
fs.truncateSync = (target, length = 0) => {
  const relative = inside(target);
  if (relative !== null) record(relative, { truncate: length });
  return real.truncateSync(target, length);
};

fs.renameSync = (from, to) => {
  real.renameSync(from, to);
  const source = inside(from);
  const destination = inside(to);
  if (source === null && destination === null) return;
  if (source === null || destination === null)
    throw new Error('power-cut recorder: a rename across the boundary');
  if (fs.existsSync(survivorOf(source))) {
    real.mkdirSync(path.dirname(survivorOf(destination)), { recursive: true });
    real.renameSync(survivorOf(source), survivorOf(destination));
  }
  for (const [descriptor, relative] of pathOfDescriptor) {
    if (relative === source) pathOfDescriptor.set(descriptor, destination);
  }
  const pending = unsynced.get(source);
  unsynced.delete(source);
  if (pending) unsynced.set(destination, pending);
};

const removing = (name) => (target, options) => {
  real[name](target, options);
  const relative = inside(target);
  if (relative === null) return;
  real.rmSync(survivorOf(relative), { recursive: true, force: true });
  for (const key of [...unsynced.keys()]) {
    if (key === relative || key.startsWith(relative + path.sep)) unsynced.delete(key);
  }
};
fs.unlinkSync = removing('unlinkSync');
fs.rmdirSync = removing('rmdirSync');
fs.rmSync = removing('rmSync');

fs.mkdirSync = (target, options) => {
  const result = real.mkdirSync(target, options);
  const relative = inside(target);
  if (relative !== null) real.mkdirSync(survivorOf(relative), { recursive: true });
  return result;
};

const refusing =
  (name) =>
  (target, ...rest) => {
    if (inside(target) !== null) throw new Error(`power-cut recorder: ${name} into the watched directory`);
    return real[name](target, ...rest);
  };
fs.appendFileSync = refusing('appendFileSync');
fs.symlinkSync = refusing('symlinkSync');
fs.copyFileSync = (from, to, mode) => {
  if (inside(to) !== null) throw new Error('power-cut recorder: copyFileSync into the watched directory');
  return real.copyFileSync(from, to, mode);
};

real.mkdirSync(survivor, { recursive: true });
syncBuiltinESMExports();
