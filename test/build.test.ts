/**
 * The compiled build (`npm run build`, tsconfig.build.json) into a temporary
 * folder: it compiles, its ES modules all resolve under plain node (no tsx),
 * and the compiled database code finds the migrations next to the build.
 * About 5 s (one tsc run).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './support/bot-process.js';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
let out = '';

// Never a *Sync child: a worker blocked for a minute (tsc on a busy machine) misses vitest's own RPC deadline.
const run = promisify(execFile);

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'loners-build-'));
  await run(process.execPath, [tsc, '-p', join(PROJECT_ROOT, 'tsconfig.build.json'), '--outDir', out], { cwd: PROJECT_ROOT });
  // node_modules/ and migrations/ where the compiled code looks for them (as dist/ finds them in the project or the image).
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(out, 'node_modules'), 'dir');
  cpSync(join(PROJECT_ROOT, 'migrations'), join(out, 'migrations'), { recursive: true });
}, 60_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

/** Runs a compiled entry point with plain node and only the environment given: its exit code and output. */
async function runCompiled(args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const options = { cwd: out, env: { PATH: process.env.PATH ?? '', DOTENV_CONFIG_PATH: '/nonexistent/.env', ...env }, encoding: 'utf8' as const, timeout: 30_000 };
  try {
    const { stdout, stderr } = await run(process.execPath, args, options);
    return { status: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code?: number | string; stdout?: string; stderr?: string };
    return { status: typeof failed.code === 'number' ? failed.code : null, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('compiled build', () => {
  it('emits the entry points and no tests, bench or scripts', () => {
    for (const file of ['src/index.js', 'src/deploy-commands.js', 'src/db/connection.js', 'commands/index.js']) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
    for (const dir of ['test', 'bench', 'scripts']) expect(existsSync(join(out, dir)), dir).toBe(false);
  });

  it.each(['src/index.js', 'src/deploy-commands.js'])('%s loads under plain node and refuses to start without a token', async (entry) => {
    const result = await runCompiled([entry]);
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain('DISCORD_TOKEN');
    expect(result.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|ERR_UNKNOWN_FILE_EXTENSION|SyntaxError/);
  });

  it('every compose file runs compiled entry points that exist, with settings the bot knows', () => {
    const known = readFileSync(join(PROJECT_ROOT, '.env.example'), 'utf8');
    for (const file of ['docker-compose.yml', 'docker-compose.http.yml']) {
      const compose = readFileSync(join(PROJECT_ROOT, file), 'utf8');
      for (const [, script] of compose.matchAll(/command: \["node", "dist\/([^"]+)"\]/g)) expect(existsSync(join(out, script!)), `${file}: ${script}`).toBe(true);
      // Every variable set for a bot or the proxy is one .env.example documents (the database's own, the proxy's port and Caddy's domain aside).
      for (const [, name] of compose.matchAll(/^ {6}([A-Z_]+):/gm)) {
        if (name!.startsWith('POSTGRES_') || name === 'REST_PROXY_PORT' || name === 'DOMAIN') continue;
        expect(known, `${file}: ${name}`).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
      }
    }
  });

  it('finds the migrations from the compiled database code and applies them', async () => {
    const connection = pathToFileURL(join(out, 'src/db/connection.js')).href;
    const script = `
      const { openDatabase } = await import(${JSON.stringify(connection)});
      const handle = openDatabase(':memory:');
      const tables = handle.sqlite.prepare("select name from sqlite_master where type = 'table'").all().map((r) => r.name);
      handle.close();
      console.log(JSON.stringify(tables));`;
    const result = await runCompiled(['--input-type=module', '-e', script]);
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(expect.arrayContaining(['matches', 'match_players', '__drizzle_migrations']));
  });

  it("the Docker image runs the bot as npm start does (same node flags, the compiled entry point)", () => {
    const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const start = pkg.scripts.start?.trim().split(/\s+/) ?? [];
    const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(readFileSync(join(PROJECT_ROOT, 'Dockerfile'), 'utf8'))?.[1];
    expect(cmd, 'a CMD ["node", ...] line in the Dockerfile').toBeDefined();
    expect(JSON.parse(cmd as string)).toEqual(start);
    expect(start.at(-1)).toBe('dist/src/index.js');
  });

  it('the Docker image preloads the jemalloc it links to one path', () => {
    const dockerfile = readFileSync(join(PROJECT_ROOT, 'Dockerfile'), 'utf8');
    const preload = /LD_PRELOAD=(\S+)/.exec(dockerfile)?.[1];
    expect(preload, 'an LD_PRELOAD in the runtime stage').toBeDefined();
    expect(dockerfile).toContain('libjemalloc2');
    expect(dockerfile).toContain(`ln -s "$(ls /usr/lib/*-linux-gnu/libjemalloc.so.2)" ${preload}`);
  });
});
