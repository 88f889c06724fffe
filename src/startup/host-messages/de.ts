/**
 * What the bot tells its host, in German: the same keys and facts as ./en.ts
 * (variables, paths and commands stay as they are typed).
 */
import { dirname } from 'node:path';
import { DISCORD_API_DEFAULT, type HostMessages } from './en.js';

/** „dieser Benutzer (uid 1000; Besitzer: uid 0)“, as the subject (`dieser`) or the object (`diesen`). */
const thisUser = (uid: number | undefined, ownerUid?: number, article: 'dieser' | 'diesen' = 'dieser') =>
  uid === undefined
    ? `${article} Benutzer`
    : `${article} Benutzer (uid ${uid}${ownerUid === undefined || ownerUid === uid ? '' : `; Besitzer: uid ${ownerUid}`})`;
const giveIt = (path: string, uid: number | undefined) =>
  uid === undefined ? 'Gib diesem Benutzer Schreibrechte darauf' : `Mach diesen Benutzer zum Besitzer (chown ${uid} ${path})`;
const elsewhere = 'oder lass DATABASE_PATH auf einen beschreibbaren Ort zeigen.';
const UNITS = { seconds: 'Sekunden', minutes: 'Minuten', days: 'Tagen', 'requests per second': 'Anfragen pro Sekunde' } as const;

export const de: HostMessages = {
  // --- Konfiguration ---
  configInvalid: (problems) =>
    problems.length === 1 ? `Ungültige Konfiguration: ${problems[0]}` : `Ungültige Konfiguration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  missingToken: () =>
    'DISCORD_TOKEN ist nicht gesetzt. Hol dir ein Bot-Token im Discord Developer Portal ' +
    '(https://discord.com/developers/applications → deine Anwendung → Bot → Reset Token) ' +
    'und trag es in eine .env-Datei neben package.json ein: DISCORD_TOKEN=<token> (oder setz es als Umgebungsvariable).',
  tokenHasSpaces: () =>
    'DISCORD_TOKEN enthält Leerzeichen oder Anführungszeichen. Füg das Token genau so ein, wie das Discord Developer Portal es zeigt ' +
    '(DISCORD_TOKEN=<token>, ohne Anführungs- und Leerzeichen).',
  apiUrlNotHttp: (raw) =>
    `DISCORD_API_URL muss eine http(s)-URL sein, etwa https://discord.com/api oder http://127.0.0.1:8080/api (angegeben: „${raw}“). ` +
    'Lass sie leer, um Discord selbst zu nutzen.',
  apiUrlWithVersion: (raw) =>
    `DISCORD_API_URL darf nicht mit einer API-Version enden (angegeben: „${raw}“): discord.js hängt /v10 selbst an. ` +
    'Gib nur die Basis an, z. B. https://discord.com/api.',
  devGuildIdInvalid: (raw) =>
    `DEV_GUILD_ID muss die ID eines Discord-Servers sein: 17 bis 20 Ziffern (angegeben: „${raw}“). ` +
    'Schalte in Discord den Entwicklermodus ein, dann Rechtsklick auf den Server → Server-ID kopieren; oder lass sie leer für globale Befehle.',
  dailySecretShort: () =>
    'DAILY_SECRET muss mindestens 16 Zeichen lang sein (es bestimmt die Verliese der Tagesherausforderung); lass es leer, dann erzeugt der Bot eines in seiner Datenbank.',
  logLevelInvalid: (levels, raw) => `LOG_LEVEL muss einer dieser Werte sein: ${levels.join(', ')} (angegeben: „${raw}“).`,
  wholeNumberInvalid: (name, unit, min, max, raw, fallback) =>
    unit === 'port'
      ? `${name} muss eine Portnummer von ${min} bis ${max} sein (angegeben: „${raw}“; Standard ${fallback}).`
      : `${name} muss eine ganze Zahl von ${min} bis ${max} ${UNITS[unit]} sein (angegeben: „${raw}“; Standard ${fallback}).`,
  imagesInvalid: (raw) =>
    `IMAGES muss on oder off sein (angegeben: „${raw}“; Standard on): ob Spielbretter und Hände als Bilder kommen, wo ein Server nicht mit /settings images gewählt hat.`,
  databaseUrlInvalid: () => 'DATABASE_URL muss eine PostgreSQL-URL sein (postgres://benutzer:passwort@host:5432/datenbank); lass sie leer, um bei der SQLite-Datei unter DATABASE_PATH zu bleiben.',
  shardCountInvalid: (raw) => `SHARD_COUNT muss eine ganze Zahl von Shards sein, 1 oder mehr (angegeben: „${raw}“); setz sie zusammen mit SHARD_IDS oder lass beide leer, dann entscheidet Discord.`,
  shardIdsInvalid: (raw, count) => `SHARD_IDS muss Shard-Nummern von 0 bis ${count - 1} aufzählen, durch Kommas getrennt (angegeben: „${raw}“).`,
  interactionsInvalid: (raw) => `INTERACTIONS muss gateway oder http sein (angegeben: „${raw}“; Standard: gateway).`,
  publicKeyInvalid: () => 'DISCORD_PUBLIC_KEY muss der öffentliche Schlüssel deiner Anwendung sein: 64 Hexadezimalzeichen (Developer Portal → deine Anwendung → General Information → Public Key).',
  publicKeyMissing: () => 'INTERACTIONS=http braucht DISCORD_PUBLIC_KEY: den öffentlichen Schlüssel der Anwendung (Developer Portal → General Information), mit dem Discord jede Interaktion signiert.',
  rulesUrlInvalid: (raw) => `RULES_URL muss eine http(s)-URL sein, unter der die vollständigen Regelseiten liegen, z. B. https://example.org/rules/ (angegeben: „${raw}“).`,
  privacyUrlInvalid: (raw) =>
    `PRIVACY_URL muss eine http(s)-URL sein, unter der deine Datenschutzerklärung veröffentlicht ist, z. B. https://example.org/privacy (angegeben: „${raw}“). Als Vorlage dient docs/privacy.md; ist sie nicht gesetzt, verweist /privacy die Spieler an dich.`,
  hostLanguageInvalid: (raw) =>
    `HOST_LANGUAGE muss en oder de sein (angegeben: „${raw}“): die Sprache, in der der Bot dir als Betreiber schreibt. Lass sie leer, dann gilt die des Systems (LANG).`,

  // --- Start ---
  gatewaySilent: (seconds) =>
    `Discord hat das Token angenommen, aber das Gateway (die Live-Verbindung) war nach ${seconds} s noch nicht bereit. ` +
    'Prüf, ob dieser Rechner WebSocket-Verbindungen zu gateway.discord.gg auf Port 443 aufbauen darf (Proxy, Firewall), und starte dann neu.',
  portUnavailable: (port, reason) =>
    `INTERACTIONS=http: Port ${port} ließ sich nicht öffnen (${reason}). ` +
    'Vielleicht belegt ihn schon ein anderes Programm (EADDRINUSE), oder Ports unter 1024 brauchen mehr Rechte (EACCES): Wähl einen anderen PORT und starte dann neu.',
  folderNotWritable: (given, folder, uid, ownerUid) =>
    `DATABASE_PATH=${given}: In den Ordner ${folder} kann ${thisUser(uid, ownerUid)} nicht schreiben. ` +
    `${giveIt(folder, uid)} ${elsewhere}`,
  folderNotEnterable: (given, folder, uid, ownerUid) =>
    `DATABASE_PATH=${given}: Den Ordner ${folder} kann ${thisUser(uid, ownerUid)} nicht betreten: Das Ausführungsrecht (x) fehlt. ` +
    `${uid === undefined ? 'Gib diesem Benutzer Zugriff darauf' : `Mach diesen Benutzer zum Besitzer (chown ${uid} ${folder}), erlaube den Zugriff (chmod o+x ${folder})`} ${elsewhere}`,
  folderCannotBeCreated: (given, folder, ancestor, uid, ownerUid) =>
    `DATABASE_PATH=${given}: Den Ordner ${folder} gibt es nicht, und er lässt sich nicht anlegen: In ${ancestor} kann ${thisUser(uid, ownerUid)} nicht schreiben. ` +
    `Leg ihn für diesen Benutzer an (mkdir -p ${folder}${uid === undefined ? '' : ` && chown ${uid} ${folder}`}) ${elsewhere}`,
  noFolderExists: (file) => `Der Bot konnte nicht starten: Keiner der Ordner von ${file} existiert. Lass DATABASE_PATH auf eine Datei in einem vorhandenen Ordner zeigen.`,
  readOnlyFileSystem: (given, folder) =>
    `DATABASE_PATH=${given}: ${folder} liegt auf einem schreibgeschützten Dateisystem. ` +
    `Binde dort ein beschreibbares Volume ein (ohne :ro) ${elsewhere}`,
  isAFolder: (given, absolute) =>
    `DATABASE_PATH=${given}: ${absolute} ist ein Ordner, keine Datenbankdatei. ` +
    `Lass DATABASE_PATH auf eine Datei darin zeigen, z. B. DATABASE_PATH=${absolute.replace(/\/+$/, '')}/bot.sqlite.`,
  notARegularFile: (given, absolute) =>
    `DATABASE_PATH=${given}: ${absolute} ist keine gewöhnliche Datei (sondern ein Gerät, eine Pipe oder ein Socket). ` +
    'Lass DATABASE_PATH auf eine Datei zeigen, z. B. DATABASE_PATH=data/bot.sqlite.',
  fileInTheWay: (given, file) =>
    `DATABASE_PATH=${given}: ${file} ist eine Datei, wo ein Ordner sein muss. ` +
    'Räum diese Datei beiseite oder lass DATABASE_PATH auf eine Datei in einem Ordner zeigen, z. B. DATABASE_PATH=data/bot.sqlite.',
  fileNotWritable: (given, file, uid, ownerUid) =>
    `DATABASE_PATH=${given}: In die Datei ${file} kann ${thisUser(uid, ownerUid)} nicht schreiben. ` +
    `${giveIt(file, uid)} ${elsewhere}`,
  notADatabase: (given, file) =>
    `DATABASE_PATH=${given}: ${file} ist keine SQLite-Datenbank. ` +
    'Lass DATABASE_PATH auf die Datenbank des Bots zeigen oder räum diese Datei beiseite, um mit einer leeren zu beginnen.',
  damaged: (given, file, detail) =>
    `DATABASE_PATH=${given}: Die Datenbank ${file} ist beschädigt (SQLite: ${detail}). ` +
    'Stell sie aus einer Sicherung wieder her oder räum sie beiseite (samt ihrer -wal-Datei, falls vorhanden), um mit einer leeren zu beginnen.',
  sqliteCannotWrite: (given, file, detail, uid) =>
    `DATABASE_PATH=${given}: SQLite kann ${file} nicht öffnen oder nicht schreiben (${detail}). ` +
    `Die Datei, ihr Ordner ${dirname(file)} und die -wal-/-shm-Dateien daneben müssen für ${thisUser(uid, undefined, 'diesen')} beschreibbar sein; ` +
    `${uid === undefined ? 'korrigiere ihre Rechte' : `mach ihn mit chown ${uid} zu ihrem Besitzer`} ${elsewhere}`,
  diskFull: (given, file) => `DATABASE_PATH=${given}: Der Datenträger mit ${file} ist voll. Schaff Platz ${elsewhere}`,
  locked: (given, file) =>
    `DATABASE_PATH=${given}: Die Datenbank ${file} ist von einem anderen Prozess gesperrt (läuft der Bot schon?). ` +
    'Beende ihn zuerst oder gib diesem Bot einen eigenen DATABASE_PATH.',
  ioError: (given, file, detail) =>
    `DATABASE_PATH=${given}: Lesen oder Schreiben von ${file} ist fehlgeschlagen (${detail}). ` +
    'Prüf den Datenträger oder das eingebundene Volume (Netzwerk-Dateisysteme unterstützt SQLite im WAL-Modus nicht).',
  tokenRefused: () =>
    'Discord hat DISCORD_TOKEN abgelehnt (401): Es ist falsch oder wurde zurückgesetzt. ' +
    'Hol dir ein neues im Developer Portal (https://discord.com/developers/applications) → deine Anwendung → Bot → Reset Token.',
  noAnswerInTime: () => 'keine Antwort in der Zeit',
  noAnswerWithin: (timeoutMs) => `keine Antwort innerhalb von ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`,
  discordUnreachable: (apiUrl, detail) =>
    `Discord ist unter ${apiUrl ?? DISCORD_API_DEFAULT} nicht erreichbar (${detail}). ` +
    (apiUrl === undefined
      ? 'Prüf die Internetverbindung dieses Rechners, DNS und Firewall und starte dann neu.'
      : 'Prüf DISCORD_API_URL (lass sie leer, um Discord selbst zu nutzen) und ob dieser Rechner die Adresse erreicht.'),
  discordTrouble: (apiUrl, status) =>
    `Discord hat unter ${apiUrl ?? DISCORD_API_DEFAULT} mit ${status} geantwortet: Dort gibt es gerade Probleme. ` +
    'Starte in ein paar Minuten neu (https://discordstatus.com)' +
    (apiUrl === undefined ? '.' : ' oder prüf DISCORD_API_URL.'),
  discordRefused: (status, detail) =>
    `Discord hat die erste Anfrage des Bots abgelehnt (${status}: ${detail}). ` +
    'Prüf DISCORD_TOKEN (Developer Portal → deine Anwendung → Bot) und DISCORD_API_URL.',
  rateLimited: (retryAfterMs) =>
    `Discord bremst diesen Bot gerade aus (429; erneut versuchen in ${Math.ceil(retryAfterMs / 1000)} s). ` +
    'Warte und starte dann neu; passiert das immer wieder, nutzt vielleicht ein anderer Prozess dasselbe DISCORD_TOKEN.',
  intentsRefused: () =>
    'Discord hat die Gateway-Intents abgelehnt, die der Bot anfragt (Close-Code 4014). Er braucht nur den Intent Guilds, und der ist nicht privilegiert: ' +
    'Prüf, ob DISCORD_TOKEN zu einem Bot gehört (Developer Portal → deine Anwendung → Bot).',
  tokenCheckFailed: (detail) => `Der Bot konnte nicht starten: Die Prüfung von DISCORD_TOKEN ist fehlgeschlagen: ${detail}. Starte mit LOG_LEVEL=debug, um die Einzelheiten zu sehen.`,
  unknown: (detail) => `Der Bot konnte nicht starten: ${detail}. Starte mit LOG_LEVEL=debug, um die Einzelheiten zu sehen.`,
  causedBy: () => 'Ursache: ',

  // --- Zustandsprüfung ---
  healthy: (ageSeconds, file) => `gesund: Gateway-Heartbeat vor ${ageSeconds} s, Datenbank ${file} beschreibbar.`,
  unhealthy: (detail) => `nicht gesund: ${detail}`,
  healthNoDatabase: (given, file) =>
    `DATABASE_PATH=${given}: ${file} existiert nicht (der Bot hat die Datenbank noch nicht angelegt, oder er läuft mit einem anderen DATABASE_PATH).`,
  healthIsAFolder: (given, file) => `DATABASE_PATH=${given}: ${file} ist ein Ordner, nicht die Datenbank des Bots.`,
  healthNoHeartbeat: (file, everySeconds) =>
    `noch kein Gateway-Heartbeat in ${file}: Der Bot hat sich noch nicht mit Discord verbunden (solange er verbunden ist, schreibt er alle ${everySeconds} s einen).`,
  healthStale: (file, ageSeconds, at) =>
    `der letzte Gateway-Heartbeat in ${file} ist ${ageSeconds} s alt (${at}): ` +
    'Der Bot ist seit über einer Minute nicht mit Discord verbunden, hängt oder kann nicht in seine Datenbank schreiben.',
  healthLocked: (file, seconds) => `die Datenbank ${file} war länger als ${seconds} s gesperrt: Ein Schreibzugriff kam nicht durch.`,
  healthNotOurs: (given, file) => `DATABASE_PATH=${given}: ${file} ist nicht die Datenbank des Bots (ihr fehlt die Tabelle meta).`,
  healthEndpoint: (url) => `gesund: Der Interaktions-Endpunkt ${url} antwortet und erreicht seine Datenbank.`,
  healthEndpointRefused: (url, status) => `${url} antwortete mit ${status}: Der Bot erreicht seine Datenbank nicht oder fährt gerade herunter.`,
  healthEndpointSilent: (url, detail) =>
    `${url} antwortete nicht (${detail}): Der Bot läuft nicht, hängt oder lauscht auf einem anderen PORT.`,

  // --- npm run deploy-commands ---
  commandsCleared: () =>
    'Globale Slash-Befehle entfernt (Discord zeigt sie vielleicht noch eine Weile an). Die Befehle des Servers aus DEV_GUILD_ID bleiben.',
  commandsRegistered: (guildId) =>
    `Slash-Befehle registriert ${guildId ? `auf dem Server ${guildId}` : 'für alle Server (es kann bis zu einer Stunde dauern, bis sie erscheinen)'}.`,
};
