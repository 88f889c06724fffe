/** A short summary of rules/scoundrel.md for `/scoundrel rules`. */
export const scoundrelRules = `## Scoundrel — the rules in short
A **solo** dungeon crawl by Zach Gage and Kurt Bieg. Survive the whole dungeon.

**The dungeon:** 44 cards, shuffled face down.
- **Monsters** ♣ ♠ 2–10, J=11, Q=12, K=13, A=14: they hurt you by their value.
- **Weapons** ♦ 2–10. **Potions** ♥ 2–10.
You start with **20 health**, and can never have more than 20.

**A room:** cards are dealt until **4** lie face up (the card left from the last room stays). Then either:
- **Avoid** it: all 4 go under the dungeon, in order. Only on an untouched room, and **never twice in a row**.
- **Face** it: resolve **3 of the 4** cards, one at a time, in any order. The 4th stays for the next room.

**Resolving a card:**
- **Weapon ♦:** you must equip it; your old weapon and the monsters on it are discarded.
- **Potion ♥:** heals its value. Only the **first potion of a room** heals; another one that room is wasted.
- **Monster:** fight it **bare-handed** (lose its full value) or **with your weapon** (lose monster − weapon, never below 0; the monster stays on the weapon). Once a weapon has killed, it can only be used on monsters **no stronger than the last one it killed** (≤; *strict weapons* variant: strictly weaker, <). Using the weapon is always optional.

**The end:** at 0 health you die at once. When the dungeon can no longer fill a room of 4, what is left is the **final room**: it cannot be avoided and every card in it must be resolved. Survive it and you escape.

**Score:**
- Escaped: your health; at exactly 20 with a potion as the last card, add that potion's value.
- Died: your health (0 or less) minus the values of the monsters still in the dungeon.

**Daily dungeon:** every UTC day has one dungeon, the same for everyone, so scores can be compared.

**On Discord:** your room arrives privately with a button for each possible move — for a monster your weapon can hit, one button **with the weapon** and one **bare-handed**, each showing the damage. The channel shows a small live board.`;
