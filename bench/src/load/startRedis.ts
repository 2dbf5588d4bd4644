/** A throwaway redis-server (no persistence) on a free loopback port: the one the services tests start. */
export { startRedisServer as startRedis, type RunningRedisServer as RunningRedis } from '../../../services/src/test-utils/startRedisServer.js';
