/** Resolves in a task of its own: what a long piece of work awaits between chunks, so the page gets its turn. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
