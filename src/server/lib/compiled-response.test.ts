import { projectSteps } from '@shared/workflows/schemas';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { compiledResponse } from './compiled-response';

const route = { schema: projectSteps, method: 'GET', url: '/api/projects/:id/steps', httpStatus: '200' };

const step = {
  id: '0b6c2a0e-8f5e-4c43-9d0a-1d2e3f4a5b6c',
  projectId: '1b6c2a0e-8f5e-4c43-9d0a-1d2e3f4a5b6c',
  stepNumber: 1,
  title: 'Intakegesprek',
  description: 'Kennismaking en wensen',
  status: 'completed',
  stepData: { afspraakDatum: '2026-01-03', nested: { a: [1, 'twee', null] } },
  details: { afspraakDatum: '2026-01-03', nested: { a: [1, 'twee', null] } },
  notes: null,
  stepCompleted: true,
  completedAt: '2026-01-03T10:00:00.000Z',
  estimatedDays: 7,
  updatedAt: '2026-01-03T10:00:00.000Z',
};

describe('the compiled response serializer', () => {
  it('writes exactly what the default serializer writes, fields outside the schema left out', () => {
    const fast = compiledResponse(route);
    const standard = serializerCompiler(route);
    for (const answer of [
      [],
      [step],
      [
        { ...step, internal: 'geheim' },
        { ...step, stepNumber: 2 },
      ],
    ]) {
      expect(fast(answer)).toBe(standard(answer));
    }
    expect(fast([{ ...step, internal: 'geheim' }])).not.toContain('geheim');
  });

  it('refuses an answer that breaks the schema, as the default does', () => {
    const fast = compiledResponse(route);
    let error: unknown;
    try {
      fast([{ ...step, status: 'unknown' }]);
    } catch (e) {
      error = e;
    }
    expect(isResponseSerializationError(error)).toBe(true);
  });
});
