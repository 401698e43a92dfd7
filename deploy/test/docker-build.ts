// What a `docker build` of our Dockerfiles does before the runtime stage, reproduced without Docker
// (this machine has no engine): the build context (the repository's files minus .dockerignore), the
// build stage's instructions, and a way to run its RUN commands in a folder standing for /app.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** One instruction of a Dockerfile: line continuations joined, comments left out. */
export type Instruction = { keyword: string; args: string };

export function parseDockerfile(text: string): Instruction[] {
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  return lines
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line)!;
      return { keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ').trim() };
    });
}

/** The instructions of the stage named `name` (`FROM … AS name`), its FROM included. */
export function stage(instructions: Instruction[], name: string): Instruction[] {
  const start = instructions.findIndex((i) => i.keyword === 'FROM' && new RegExp(` AS ${name}$`, 'i').test(i.args));
  if (start < 0) throw new Error(`no stage named ${name}`);
  const end = instructions.findIndex((i, n) => n > start && i.keyword === 'FROM');
  return instructions.slice(start, end < 0 ? undefined : end);
}

/** A shell command line cut at its top-level `&&` (quotes respected); each part runs only if the one before succeeded. */
export function andList(command: string): string[] {
  const parts: string[] = [];
  let quote = '';
  let current = '';
  for (let i = 0; i < command.length; i += 1) {
    const c = command[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '&' && command[i + 1] === '&') {
      parts.push(current.trim());
      current = '';
      i += 1;
      continue;
    }
    current += c;
  }
  parts.push(current.trim());
  return parts;
}

/**
 * A .dockerignore as Docker reads it: patterns relative to the context's root, `*` and `?` within one
 * path segment, `**` across any number of them, `!` re-including; the last matching line decides, and
 * a folder left out leaves out everything in it.
 */
export function dockerignore(text: string): (file: string) => boolean {
  const rules = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const include = l.startsWith('!');
      const pattern = path.posix.normalize(l.slice(include ? 1 : 0).trim()).replace(/^\/+|\/+$/g, '');
      let source = '';
      for (let i = 0; i < pattern.length; i += 1) {
        const c = pattern[i];
        if (c === '*' && pattern[i + 1] === '*') {
          const slash = pattern[i + 2] === '/';
          source += slash ? '(?:.*/)?' : '.*';
          i += slash ? 2 : 1;
        } else if (c === '*') source += '[^/]*';
        else if (c === '?') source += '[^/]';
        else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      return { include, regex: new RegExp(`^${source}$`) };
    });
  return (file) => {
    const segments = file.split('/');
    const prefixes = segments.map((_, i) => segments.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const rule of rules) if (prefixes.some((p) => rule.regex.test(p))) ignored = !rule.include;
    return ignored;
  };
}

/**
 * The files a build of this checkout sends to Docker: those git knows (committed, or new and not
 * git-ignored, i.e. what a clean clone plus the pending changes holds) minus .dockerignore.
 */
export function contextFiles(root = repoRoot): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files: ${listed.stderr}`);
  const ignored = dockerignore(readFileSync(path.join(root, '.dockerignore'), 'utf8'));
  const files = new Set(listed.stdout.split('\0').filter(Boolean));
  return [...files].filter((f) => !ignored(f) && existsSync(path.join(root, f))).sort();
}

/** Copies `files` (relative to `from`) into `to`, keeping symbolic links and file modes. */
export function copyFiles(files: string[], from: string, to: string): void {
  for (const file of files) {
    const target = path.join(to, file);
    mkdirSync(path.dirname(target), { recursive: true });
    const source = path.join(from, file);
    if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else copyFileSync(source, target);
  }
}

/**
 * The environment of a RUN step in node:20-bookworm-slim: no NODE_ENV (jest's `test` would change what
 * npm and webpack do), none of the npm_* variables of an npm script around jest. This machine's npm
 * cache is used, preferring what it holds (the image build would download the same packages).
 */
export function buildEnv(): NodeJS.ProcessEnv {
  const passed = Object.entries(process.env).filter(([k]) =>
    /^(https?_proxy|no_proxy|node_extra_ca_certs|ssl_cert_file|ssl_cert_dir)$/i.test(k),
  );
  return {
    ...Object.fromEntries(passed),
    PATH: [
      path.dirname(process.execPath),
      '/usr/local/sbin',
      '/usr/local/bin',
      '/usr/sbin',
      '/usr/bin',
      '/sbin',
      '/bin',
    ].join(':'),
    HOME: os.homedir(),
    TMPDIR: os.tmpdir(),
    npm_config_cache: process.env.npm_config_cache ?? path.join(os.homedir(), '.npm'),
    npm_config_prefer_offline: 'true',
    npm_config_update_notifier: 'false',
  };
}

export type StepResult = { code: number | null; output: string; seconds: number };

/** Runs one shell command the way RUN's shell form does (`/bin/sh -c`), in `cwd`; keeps the output's end. */
export function runStep(command: string, cwd: string, env = buildEnv()): Promise<StepResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}
