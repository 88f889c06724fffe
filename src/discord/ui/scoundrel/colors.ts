/** Embed colours of the Scoundrel messages. */
export const RUNNING_COLOR = 0x992d22;
export const YOUR_MOVE_COLOR = 0x57f287;
export const WAITING_COLOR = 0x4f545c;
export const WON_COLOR = 0xf1c40f;
export const DEAD_COLOR = 0x2c2f33;
