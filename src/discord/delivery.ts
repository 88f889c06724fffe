/**
 * Bringing Discord up to date with the database, after the click has been
 * answered: hand DMs (a NEW message for the player whose turn starts, edits
 * for the others), the board (edits coalesced per channel, re-posted when
 * old), and queued announcements (announcements.ts; the requests themselves:
 * messenger.ts). Work runs in a per-match queue and always
 * renders the latest saved state, so it is idempotent and catches up after a
 * restart from what the database records as shown.
 *
 * With images on, boards and hands are Components V2 messages with a
 * picture, uploaded in the same request as the message; a picture that did
 * not change is kept on the message instead of uploaded again. A click
 * answered before its picture was ready gets it edited in through the
 * interaction's token (`pictureLater`).
 */
import { DiscordAPIError, type Client } from 'discord.js';
import type { Logger } from 'pino';
import { games } from '../games/index.js';
import type { Match, MatchPlayer } from '../db/schema/sqlite.js';
import type { PlayContext } from '../play/context.js';
import { boardPosted, boardShown, clickedHandShown, handSent, handShown } from '../play/shown.js';
import { getMatch, getPlayers } from '../play/store.js';
import { Announcements } from './announcements.js';
import { editAnswer } from './answer.js';
import type { Languages } from './languages.js';
import { compose, type Outgoing } from './layout.js';
import type { Looks } from './looks.js';
import { Messenger, type ApiMessage } from './messenger.js';
import type { Pictures, Priority } from './pictures.js';
import { lobbyPayload, payloadHash, renderBoard, renderHand, type Names, type RenderedMessage } from './render.js';
import type { MessagePayload } from './ui/types.js';

export interface DeliveryOptions {
  /** Minimum time between two board edits in one channel. */
  boardIntervalMs: number;
  /** A board older than this is posted anew (Discord limits edits of old messages). */
  boardMaxAgeMs: number;
  /** Resolves when queued work may run: clicks waiting for their turn go first (click-turns.ts). */
  afterClicks?: () => Promise<void>;
}

const UNKNOWN_MESSAGE = 10008;
const OLD_MESSAGE_EDIT_LIMIT = 30046;
/** Refused body: e.g. a text edit of a message that is V2 (images turned off, and a restart forgot it was V2). */
const INVALID_FORM = 50035;

/** A click answered before its picture was ready: the picture follows through the interaction's token. */
export interface LatePicture {
  matchId: string;
  interaction: Parameters<typeof editAnswer>[0];
  /** The message the answer replaced or created. */
  messageId: string;
  /** The message's generation right after the answer: a newer one means something replaced it meanwhile. */
  generation: number;
  /** The answer as it will look with its picture: called once the waiting clicks have gone. */
  render: () => RenderedMessage;
  v2: boolean;
  /** For a hand: the seat and version it shows (its hash is recorded once the picture is in). */
  hand?: { seat: number; version: number };
}

export class Delivery {
  private chains = new Map<string, Promise<void>>();
  private queued = new Set<string>();
  private boardLastEdit = new Map<string, number>();
  private boardTimers = new Map<string, { timer: NodeJS.Timeout; matchIds: Set<string> }>();
  /** Late pictures of click answers being encoded (their edits are queued once they are). */
  private encoding = new Set<Promise<void>>();
  private stopped = false;
  private readonly messenger: Messenger;
  private readonly announcements: Announcements;

  constructor(
    client: Client,
    private readonly play: PlayContext,
    private readonly log: Logger,
    private readonly names: Names,
    private readonly languages: Languages,
    private readonly opts: DeliveryOptions,
    readonly looks: Looks | null = null,
  ) {
    this.messenger = new Messenger(client, play, looks?.book ?? null);
    this.announcements = new Announcements(play, this.messenger, names, languages);
  }

  private listeners: ((match: Match, players: MatchPlayer[]) => void)[] = [];

  /** Called with the match as each sync loads it, i.e. after every change (computer players wake up this way, without reading it again). */
  onSync(listener: (match: Match, players: MatchPlayer[]) => void): void {
    this.listeners.push(listener);
  }

  /** Queue a catch-up for this match; a sync already waiting will see the latest state anyway. */
  sync(matchId: string): void {
    if (this.stopped) return;
    if (this.queued.has(matchId)) return;
    this.queued.add(matchId);
    this.enqueue(matchId, () => {
      this.queued.delete(matchId);
      return this.syncNow(matchId);
    });
  }

  /** Resolves once every queued delivery (and pending board edit) is done. */
  async idle(): Promise<void> {
    while (this.chains.size || this.boardTimers.size || this.encoding.size) {
      await Promise.all([...this.chains.values(), ...this.encoding]);
      if (this.boardTimers.size) await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Whether anything is still queued or waiting (a board edit on its timer, a late picture being encoded). */
  busy(): boolean {
    return this.chains.size > 0 || this.boardTimers.size > 0 || this.encoding.size > 0;
  }

  stop(): void {
    this.stopped = true;
    for (const { timer } of this.boardTimers.values()) clearTimeout(timer);
    this.boardTimers.clear();
  }

  /**
   * Records what the clicked hand message now shows: the interaction answer
   * replaced it with `payload` at `version`, so delivery need not edit it.
   */
  markHandShown(matchId: string, seat: number, messageId: string | null, version: number, payload: MessagePayload | string, players?: readonly MatchPlayer[]): void {
    const hash = typeof payload === 'string' ? payload : payloadHash(payload);
    // In the match's queue, ahead of the sync the click asks for next: clicks still waiting go first.
    if (messageId) this.enqueue(matchId, async () => clickedHandShown(this.play.database.db, matchId, seat, messageId, version, hash, players));
  }

  /** The picture source for a server's messages: null when it has images off (or pictures are not set up). */
  picturesFor(guildId: string): Pictures | null {
    return this.looks && this.looks.images.enabled(guildId) ? this.looks.pictures : null;
  }

  /**
   * The message for `r`, its picture encoded (or kept when `keepIn`, the
   * message being edited, already shows it). A picture that cannot be made
   * leaves the text.
   */
  private async finished(r: RenderedMessage, opts: { v2: boolean; edit?: boolean; keepIn?: string | null; priority: Priority }): Promise<Outgoing> {
    const edit = opts.edit ?? false;
    if (!opts.v2 || !r.picture || !this.looks) return compose(r, { v2: opts.v2, edit });
    const keepId = this.looks.book.keepable(opts.keepIn, r.picture.filename);
    const png = keepId ? null : await this.looks.pictures.png(r.picture, opts.priority);
    if (!keepId && !png) return compose({ ...r, picture: null }, { v2: true, edit });
    return compose(r, { v2: true, png, keepId, edit });
  }

  /** The hash of what the message will show once its picture is in (or its text, when the picture cannot be made). */
  private expectedHash(r: RenderedMessage, v2: boolean): string {
    const broken = r.picture !== null && (this.looks?.pictures.broken(r.picture) ?? false);
    return compose(broken ? { ...r, picture: null } : r, { v2, keepId: 'kept' }).hash;
  }

  /**
   * Queues the edit that puts a late picture into a click's answer. Even its
   * scene is built only once the clicks waiting for their turn have gone
   * (a burst's answers do not wait for 250 scenes); the edit follows in the
   * match's queue as soon as the picture is encoded, without holding up the
   * match's other deliveries (the next player's turn DM) meanwhile.
   */
  pictureLater(late: LatePicture): void {
    const looks = this.looks;
    if (!looks) return;
    this.enqueue(late.matchId, async () => {
      if (!this.stillShown(late)) return;
      const rendered = late.render();
      const ref = rendered.picture;
      if (!ref) return;
      const encoding = looks.pictures.png(ref, 'answer').then(() => this.enqueue(late.matchId, () => this.editInPicture(late, rendered)));
      // idle() waits for it too: the edit is queued only once the picture is encoded.
      this.encoding.add(encoding);
      void encoding.finally(() => this.encoding.delete(encoding));
    });
  }

  /** Whether the answer still stands as the click left it (nothing replaced its message since), so its picture is still wanted. */
  private stillShown(late: LatePicture): boolean {
    return !this.stopped && this.looks?.book.generation(late.messageId) === late.generation;
  }

  private async editInPicture(late: LatePicture, rendered: RenderedMessage): Promise<void> {
    const looks = this.looks;
    if (!looks || !this.stillShown(late)) return;
    const out = await this.finished(rendered, { v2: late.v2, edit: true, priority: 'answer' });
    looks.book.replaced(late.messageId);
    try {
      looks.book.learn((await editAnswer(late.interaction, out)) as ApiMessage);
    } catch (err) {
      // A token past its 15 minutes, or a message deleted: the next update brings the picture.
      this.log.warn({ err, matchId: late.matchId }, 'could not add a picture to an answer');
      return;
    }
    if (late.hand) clickedHandShown(this.play.database.db, late.matchId, late.hand.seat, late.messageId, late.hand.version, out.hash);
  }

  markBoardShown(matchId: string, version: number): void {
    boardShown(this.play.database.db, matchId, version);
  }

  private enqueue(matchId: string, task: () => Promise<void>): void {
    const previous = this.chains.get(matchId) ?? Promise.resolve();
    const next = previous
      .then(this.opts.afterClicks)
      .then(task)
      .catch((err: unknown) => this.log.error({ err, matchId }, 'delivery failed'))
      .finally(() => {
        if (this.chains.get(matchId) === next) this.chains.delete(matchId);
      });
    this.chains.set(matchId, next);
  }

  private async syncNow(matchId: string): Promise<void> {
    const match = getMatch(this.play.database.db, matchId);
    if (!match || this.stopped) return;
    const players = getPlayers(this.play.database.db, matchId);
    for (const listener of this.listeners) listener(match, players);
    if (match.state === null) {
      await this.syncLobby(match, players);
    } else {
      await this.syncHands(match, players);
      this.requestBoard(match);
    }
    await this.announcements.drain(match);
  }

  /** Only needed when a lobby changed without a click on it (it expired). */
  private async syncLobby(match: Match, players: MatchPlayer[]): Promise<void> {
    if (!match.boardMessageId || match.boardVersion >= match.version) return;
    await this.messenger.edit(match.channelId, match.boardMessageId, { body: lobbyPayload(match, players, this.languages.guild(match.guildId)), files: [] });
    this.markBoardShown(match.id, match.version);
  }

  /** Every player's hand at once (their DMs are independent); one failure does not hold up the others. */
  private async syncHands(match: Match, players: MatchPlayer[]): Promise<void> {
    const toAct = match.status === 'active' ? games[match.game]?.toAct(match.state) : null;
    const results = await Promise.allSettled(players.map((player) => this.syncHand(match, players, player, toAct === player.seat)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /**
   * A player's hand message follows the REST budget: a NEW message (so Discord
   * notifies) only when their turn starts or a move hit them, an edit only
   * when what the hand shows changed (the board carries the public state),
   * nothing otherwise. The player's own click already updated their message
   * for free.
   */
  private async syncHand(match: Match, players: MatchPlayer[], player: MatchPlayer, toAct: boolean): Promise<void> {
    // Computers have no DMs; closed DMs use the board's hand button.
    if (player.dmClosed || player.computer) return;
    const newTurn = toAct && !player.forfeited && player.handPostedVersion < match.turnStartedVersion;
    const hit = !player.forfeited && player.handPostedVersion < player.noticeVersion;
    const newMessage = newTurn || hit;
    if (!newMessage && player.handVersion >= match.version) return;
    const r = renderHand(match, players, player.seat, this.names, this.languages.user(player.userId, match.guildId), null, this.picturesFor(match.guildId));
    const shown = (hash: string) => handShown(this.play.database.db, match.id, player.seat, match.version, hash);
    if (!newMessage && player.handMessageId && player.dmChannelId) {
      const v2 = r.picture !== null || (this.looks?.book.isV2(player.handMessageId) ?? false);
      const hash = this.expectedHash(r, v2);
      if (hash === player.handHash) return void shown(hash);
      const out = await this.finished(r, { v2, edit: true, keepIn: player.handMessageId, priority: 'hand' });
      try {
        await this.messenger.edit(player.dmChannelId, player.handMessageId, out);
        return void shown(out.hash);
      } catch (err) {
        // A hand message the player deleted (or one that can no longer take this layout) is simply sent again.
        if (!(err instanceof DiscordAPIError) || (err.code !== UNKNOWN_MESSAGE && err.code !== INVALID_FORM)) throw err;
      }
    }
    const out = await this.finished(r, { v2: r.picture !== null, priority: newTurn ? 'turn' : 'hand' });
    // The nonce makes a re-send after a crash (sent, but its id not yet saved) return the first copy.
    const sent = await this.messenger.sendDirect(match, player, out, `${match.id}:${player.seat}:${match.version}`);
    if (!sent) return;
    handSent(this.play.database.db, match.id, player.seat, sent.id, match.version, out.hash);
  }

  /** Board edits are coalesced per channel: at most one every `boardIntervalMs`. */
  private requestBoard(match: Match): void {
    if (match.boardVersion >= match.version) return;
    const pending = this.boardTimers.get(match.channelId);
    if (pending) {
      pending.matchIds.add(match.id);
      return;
    }
    const wait = (this.boardLastEdit.get(match.channelId) ?? 0) + this.opts.boardIntervalMs - this.play.now();
    if (wait <= 0) {
      this.boardLastEdit.set(match.channelId, this.play.now());
      this.enqueue(match.id, () => this.boardNow(match.id));
      return;
    }
    const matchIds = new Set([match.id]);
    const timer = setTimeout(() => {
      this.boardTimers.delete(match.channelId);
      this.boardLastEdit.set(match.channelId, this.play.now());
      for (const id of matchIds) this.enqueue(id, () => this.boardNow(id));
    }, wait);
    this.boardTimers.set(match.channelId, { timer, matchIds });
  }

  private async boardNow(matchId: string): Promise<void> {
    const match = getMatch(this.play.database.db, matchId);
    if (!match || match.state === null || match.boardVersion >= match.version || this.stopped) return;
    const r = renderBoard(match, getPlayers(this.play.database.db, matchId), this.names, this.languages.forMatchChannel(match), this.picturesFor(match.guildId));
    const old = match.boardMessageId;
    const tooOld = match.boardPostedAt === null || this.play.now() - match.boardPostedAt > this.opts.boardMaxAgeMs;
    if (old && !tooOld) {
      const v2 = r.picture !== null || (this.looks?.book.isV2(old) ?? false);
      try {
        await this.messenger.edit(match.channelId, old, await this.finished(r, { v2, edit: true, keepIn: old, priority: 'board' }));
        this.markBoardShown(match.id, match.version);
        return;
      } catch (err) {
        const code = err instanceof DiscordAPIError ? err.code : null;
        if (code !== OLD_MESSAGE_EDIT_LIMIT && code !== UNKNOWN_MESSAGE && code !== INVALID_FORM) throw err;
      }
    }
    const sent = await this.messenger.post(match.channelId, await this.finished(r, { v2: r.picture !== null, priority: 'board' }), `${match.id}:b:${match.version}`);
    boardPosted(this.play.database.db, match.id, sent.id, this.play.now(), match.version);
    // The old board goes away so its buttons cannot confuse anyone.
    if (old) await this.messenger.delete(match.channelId, old);
  }
}
