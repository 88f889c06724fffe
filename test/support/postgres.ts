/** Placeholder until the PostgreSQL test support lands (branch pg). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  throw new Error('PostgreSQL test databases are not available yet');
}
