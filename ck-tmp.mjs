import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
const path = process.argv[2] ?? '/tmp/ck/t.sqlite';
rmSync(path, { force: true }); rmSync(path + '-wal', { force: true }); rmSync(path + '-shm', { force: true });
const db = new Database(path);
db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL');
if (process.argv[3]) db.pragma(`wal_autocheckpoint = ${process.argv[3]}`);
db.exec('create table m(id text primary key, status text, deadline int, state text); create index m_sd on m(status, deadline); create table a(mid text, v int, code text, primary key(mid, v));');
const ins = db.prepare('insert into m values (?, ?, ?, ?)');
for (let i = 0; i < 1000; i++) ins.run('m' + i, 'active', Date.now() + i, 'x'.repeat(800));
const up = db.prepare('update m set deadline = ?, state = ? where id = ?');
const act = db.prepare('insert into a values (?, ?, ?)');
const tx = db.transaction((i, v) => { act.run('m' + (i % 1000), v, 'code'); up.run(Date.now() + Math.random() * 1e6, 'y'.repeat(800), 'm' + (i % 1000)); });
const times = [];
for (let i = 0; i < 5000; i++) { const t0 = performance.now(); tx(i * 7, i); times.push(performance.now() - t0); }
times.sort((a, b) => a - b);
const slow = times.filter((t) => t > 1);
console.log('median', times[2500].toFixed(3), 'p99', times[4950].toFixed(3), 'max', times.at(-1).toFixed(2), 'over 1ms:', slow.length, slow.slice(-5).map((t) => t.toFixed(1)).join(','));
