interface Entry {
  value: Promise<unknown>;
  users: number;
}

/**
 * Vitest loads a global setup file once for each project that lists it, as a module of its own, so
 * what several projects share (a server, migrated templates) lives on the main process's global
 * object, with a count of the projects using it: the first project to start makes it, and the last
 * to end releases it. `leave` is the global setup's teardown.
 */
export async function shareAcrossProjects<T>(
  name: string,
  make: () => Promise<T>,
  release: (value: T) => Promise<void>,
): Promise<{ value: T; leave: () => Promise<void> }> {
  const entries = ((globalThis as { siteTestsSharedByProjects?: Map<string, Entry> }).siteTestsSharedByProjects ??= new Map());
  let entry = entries.get(name);
  if (!entry) {
    entry = { value: make(), users: 0 };
    entries.set(name, entry);
  }
  const value = (await entry.value) as T;
  const used = entry;
  used.users += 1;
  return {
    value,
    leave: async () => {
      used.users -= 1;
      if (used.users > 0) return;
      entries.delete(name);
      await release(value);
    },
  };
}
