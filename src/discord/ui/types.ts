/**
 * What a game's Discord UI provides. Renderers are pure functions from an
 * engine view (never raw state) to message payloads; the platform adds the
 * buttons it owns (Show my hand, lobby buttons) and delivers them.
 */
import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord.js';
import type { GamePictures } from '../../images/types.js';
import type { Language, TFunction, Texts } from '../i18n/index.js';

export interface MessagePayload {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
}

export interface SeatInfo {
  seat: number;
  userId: string;
  /** Shown as a name where a mention would not render (embed titles). */
  displayName: string;
  forfeited: boolean;
}

/** The match around a view: who sits where, where it is played, its clock. */
export interface MatchContext {
  game: string;
  matchId: string;
  /** State version: every component id carries it, so stale clicks are detected. */
  version: number;
  guildId: string;
  guildName: string;
  channelId: string;
  seats: SeatInfo[];
  /** ms since the epoch; null when no turn is running. */
  turnDeadline: number | null;
  status: 'active' | 'finished' | 'abandoned';
  /** The reader's language, and `t` fixed to it (the game's namespace first, then the shared texts). */
  lang: Language;
  t: TFunction;
}

/** A game's pictures (drawn with the kit in src/images, from its UI folder), and the lines that go with them. */
export interface GameImages<V> extends GamePictures<V> {
  /**
   * What just happened, in a line or two, for the short text beside the
   * picture (`seat`: the hand's reader, null for the board); null when
   * nothing has yet. The text layout shows it in its fields instead.
   */
  news?(view: V, ctx: MatchContext, seat: number | null): string | null;
  /**
   * One line under the picture: what the reader can do now and what the
   * symbols on screen mean where it matters ("Security is up: play LOWER").
   * A hand off its turn keeps the same line until its cards change (it is
   * edited only then); null for none.
   */
  hint?(view: V, ctx: MatchContext, seat: number | null): string | null;
  /**
   * The picture in words for screen readers, the essentials first, within
   * Discord's 1,024 characters. It says nothing the picture and the lines
   * beside it do not show; a hand off its turn describes only its own cards.
   */
  alt?(view: V, ctx: MatchContext, seat: number | null): string;
}

export interface GameUi<V, A> {
  gameId: string;
  /**
   * The game's texts in English and German (namespace = the game id). Must hold
   * `title` (display name, e.g. "Loners") and `rules` (a markdown summary for
   * `/<game> rules`, under 4,000 characters).
   */
  texts: Texts;
  /** The public board (view for seat null). */
  board(view: V, ctx: MatchContext): MessagePayload;
  /**
   * One player's private hand message. When it is their turn it carries
   * components for exactly their legal actions; `menu` is the sub-menu step
   * the player navigated to (null = the top level). Every legal action must
   * be reachable in at most 3 clicks, and no Discord limit may be exceeded
   * whatever the hand size.
   */
  hand(view: V, legal: A[], ctx: MatchContext, menu: string | null): MessagePayload;
  /**
   * Optional: when two legal actions are the same move to a player (equal
   * cards in a hand), the hand may offer just one of them; both get the same
   * key here, so tests and benchmarks count the move once.
   */
  moveKey?(view: V, action: A): string;
  /**
   * Optional: the board and the hands as pictures, in Components V2 messages
   * (when the server has images on). Without it the game keeps its text layout.
   */
  images?: GameImages<V>;
  /**
   * "📖 How to play", answered privately to the button of a lobby or a hand
   * (`!rules`): the goal, a turn and what the buttons do, in the reader's
   * language (`t`: the game's translator), ending with where the full rules
   * are: `/<game> rules`, and a link to `${rulesUrl}<game>.md` when the host
   * publishes them (RULES_URL).
   */
  howToPlay(t: TFunction, rulesUrl?: string | null): MessagePayload;
  /** "How to read this": every symbol of the game's pictures explained, shown privately from a button. Every game with pictures has one. */
  legend?(t: TFunction): MessagePayload;
  /**
   * The move `seat` just made, in one line of their language, from their own
   * view after it ("You played 8 7 6."): what their clicked turn message
   * becomes once the move ended their turn. `action` (the move itself, when
   * the caller has it) lets it name what the view alone cannot (which token
   * a Lone Wolves loser took). Never anything the reader could not see.
   */
  moveRecord(view: V, ctx: MatchContext, seat: number, action?: A): string;
}
