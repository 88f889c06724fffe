// The fake Discord's validators, once compiled, are kept on disk for the next
// test files (test/support/fake-discord/validator-cache.ts): the kept code
// must refuse what the compiled validator refuses, and accept the rest.
import { expect, it } from 'vitest';
import { schemaProblems } from './support/fake-discord/request-validation.ts';
import { cachedValidator } from './support/fake-discord/validator-cache.ts';

const ROUTE = 'POST /channels/:channelId/messages';

it('a validator kept on disk refuses what the compiled one refuses', () => {
  const broken = { components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'x'.repeat(101), label: 'Play' }] }] };
  expect(schemaProblems(ROUTE, broken, [])).toEqual([{ path: ['components', '0', 'components', '0', 'custom_id'], code: 'BASE_TYPE_MAX_LENGTH', message: 'must NOT have more than 100 characters' }]);
  const kept = cachedValidator(ROUTE);
  expect(kept).toBeTypeOf('function');
  expect(kept!(broken)).toBe(false);
  expect(kept!.errors?.[0]).toMatchObject({ instancePath: '/components/0/components/0/custom_id', keyword: 'maxLength' });
  expect(kept!({ content: 'Your turn', components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'g:m:1:a', label: 'Play' }] }] })).toBe(true);
});
