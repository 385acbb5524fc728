import { threadPoolSize } from '../config';

/**
 * Sizes libuv's thread pool before anything uses it: main.ts imports this module first, and the pool
 * reads UV_THREADPOOL_SIZE once, when its first job arrives.
 */
process.env.UV_THREADPOOL_SIZE = String(threadPoolSize(process.env));
