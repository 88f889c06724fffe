/** A short summary of rules/loners.md for `/loners rules`. */
export const lonersRules = `## Loners — the rules in short
**Goal:** be first to win **2 rounds**. Win a round by emptying your hand while the Loner's Circle is empty.

**Deal:** cards 1–8 (7 of each) and 4 Security Guards 🛡️. A Circle of Loners is laid face up (2 players: 6 Loners, no 8s; 3: 7; 4: 9). Hands: 11 cards (2 players) or 10. **You may never reorder your hand**, and Guards stay where they were dealt.

**Crews:** a single, a set (same values) or a run (consecutive, up or down; 8→1 does not wrap), made of cards **adjacent in your hand** (a Guard between them breaks the crew). A fight may **recruit one Loner** from the Circle, put anywhere in the crew (4 6 + Loner 5 → 4 5 6). A crew with a Loner is **volatile**.

**Strength:** more cards beats fewer; same size: a set beats a run; same size and type: the higher value wins (a run counts its top card). Ties never beat. Singles only compare with singles.

**Your turn** (play goes left). If the Street is empty you must **lead** a crew. Otherwise choose:
- **Fight:** play a stronger crew; it becomes the active crew.
- **Steal:** if the active crew is volatile, add **one card from anywhere** in your hand that continues it (same value to a set, next value at either end of a run). You own it now and it is no longer volatile.
- **Call Security:** play a Guard beside the active crew. While an **odd** number of Guards lie in the Street the order is reversed: **play LOWER** (fewer cards wins; a run beats a set; lower value wins). No steals then. A Guard may never be your last card.
- **Retreat:** take one Loner from the Circle into **any position** of your hand (none left: just pass).

**Clearing:** when play comes back to the last player who fought or called Security and everyone else retreated, the Street is cleared and that player leads again.

**Going out:** empty your hand while the Circle is empty and you win the round (recruiting the last Loner with your last cards counts). If Loners are left, you pick them **all** up, in circle order from the one you choose, and play goes on.

**Stalemate:** if a whole lap retreats with an empty Street, fewest cards wins the round.

**Layered Loners (expert):** the Loners lie in a row; only the last-dealt one can be recruited or taken, and a pick-up takes the row in its laid order.

**On Discord:** your hand arrives by DM with buttons for your legal moves only; positions are counted from 1 at the left.`;
