import { startFakeOpenAi, type FakeOpenAiServer } from '../../support/fake-openai-server';
import { test } from './fixtures';

/**
 * One fake OpenAI-compatible model server for the spec file (or describe block) that calls this:
 * started before the file's first test, reset before each test (queued replies, script,
 * options and recorded requests), closed after the last. The handle is usable at once in
 * module-level helpers; it forwards to the server once started, and says so if used before.
 */
export function fakeModelForFile(): FakeOpenAiServer {
  let started: FakeOpenAiServer | undefined;
  test.beforeAll(async () => {
    started = await startFakeOpenAi();
  });
  test.afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  test.beforeEach(() => started?.reset());
  return new Proxy({} as FakeOpenAiServer, {
    get(_, key) {
      if (!started) throw new Error('The fake model server starts in beforeAll: use it inside a hook or a test.');
      return Reflect.get(started, key, started);
    },
  });
}
