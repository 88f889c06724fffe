/** Loads `.env` into process.env; the environment always wins. DOTENV_CONFIG_PATH picks another file (tests point it nowhere). */
import dotenv from 'dotenv';

export function loadDotenv(): void {
  dotenv.config({ quiet: true, ...(process.env.DOTENV_CONFIG_PATH ? { path: process.env.DOTENV_CONFIG_PATH } : {}) });
}
