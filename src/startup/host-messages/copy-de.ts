/**
 * What `npm run db:copy` (src/db/copy.ts) tells the host, in German: the
 * same keys and facts as ./copy-en.ts (variables, paths and commands stay as
 * they are typed).
 */
import { rowsTable, type CopyMessages } from './copy-en.js';

const USAGE = 'npm run db:copy -- --to postgres://<benutzer>:<passwort>@<host>:5432/<datenbank> [--from <SQLite-Datei>]';

export const copyDe: CopyMessages = {
  usage: () =>
    `Aufruf: ${USAGE}\n` +
    'Kopiert die SQLite-Datenbank des Bots (--from, sonst DATABASE_PATH, sonst data/bot.sqlite) in eine leere PostgreSQL-Datenbank. Halte den Bot vorher an.',
  badArguments: (detail) => `${detail}. Aufruf: ${USAGE}`,
  noTarget: () => `Gib an, wohin kopiert werden soll: ${USAGE}`,
  targetNotPostgres: (given) =>
    `--to muss eine PostgreSQL-URL sein, etwa postgres://bot:<passwort>@localhost:5432/bot (angegeben: „${given}“).`,
  starting: (file, url) =>
    `Kopiere ${file} nach ${url}. Der Bot darf währenddessen nicht laufen: Was er während des Kopierens schreibt, ginge verloren.`,
  sourceMissing: (file) =>
    `Unter ${file} liegt keine SQLite-Datenbank. Gib die Datenbank des Bots mit --from <datei> an, oder setz DATABASE_PATH so, wie der Bot es hat.`,
  sourceNotSqlite: (file, detail) =>
    `${file} ist keine lesbare SQLite-Datenbank (${detail}). Gib die Datenbank des Bots mit --from <datei> an.`,
  sourceNotOurs: (file) =>
    `${file} ist nicht die Datenbank des Bots (ihr fehlt die Tabelle der angewandten Migrationen). Gib die Datenbank des Bots mit --from <datei> an.`,
  sourceOutdated: (file) =>
    `${file} fehlen Migrationen dieser Version des Bots: Starte diese Version einmal darauf (sie bringt die Datenbank auf den neuesten Stand), halte sie an und kopiere dann erneut.`,
  sourceNewer: (file) =>
    `${file} wurde zuletzt von einer neueren Version des Bots benutzt als dieser: Kopiere mit jener Version, oder aktualisiere diese vorher.`,
  targetNotEmpty: (url, tables) =>
    `${url} enthält schon Zeilen in ${tables.join(', ')}: Kopiert wird nur in eine leere Datenbank. ` +
    'Gib eine leere Datenbank an (createdb <datenbank>), oder leere diese selbst, falls keine ihrer Zeilen gebraucht wird.',
  postgresUnreachable: (url, detail) =>
    `PostgreSQL antwortet nicht unter ${url} (${detail}). Prüf Host und Port in --to, und ob der Server läuft und Verbindungen von diesem Rechner annimmt.`,
  postgresLoginRefused: (url, detail) => `PostgreSQL hat die Anmeldung unter ${url} abgelehnt (${detail}). Prüf Benutzer und Passwort in --to.`,
  postgresNoDatabase: (url, detail) =>
    `Die Datenbank von ${url} existiert nicht (${detail}). Leg sie an (createdb -O <benutzer> <datenbank>) und kopiere dann erneut.`,
  postgresNotAllowed: (url, detail) =>
    `Der Benutzer von ${url} darf die Tabellen des Bots nicht anlegen oder füllen (${detail}). Kopiere als Besitzer der Datenbank, oder gib diesem Benutzer die Rechte.`,
  countMismatch: (table, expected, actual) =>
    `Die Prüfung nach dem Kopieren ist fehlgeschlagen: ${table} hat ${expected} Zeilen in SQLite, aber ${actual} in PostgreSQL. PostgreSQL behält nichts von der Kopie.`,
  failed: (detail) => `Das Kopieren ist fehlgeschlagen: ${detail}. PostgreSQL behält nichts von der Kopie (sie läuft als eine Transaktion).`,
  done: (url, counts) =>
    `${counts.reduce((sum, c) => sum + c.rows, 0)} Zeilen nach ${url} kopiert und Tabelle für Tabelle geprüft:\n${rowsTable(counts)}\n` +
    'Als Nächstes: Setz DATABASE_URL auf diese URL (mit ihrem Passwort) dort, wo der Bot seine Einstellungen liest (Umgebung oder .env), und starte dann den Bot. ' +
    'Heb die SQLite-Datei als Sicherung auf.',
};
