/**
 * The login policy of docs/login-policy.md with its budgets in Redis, so every gateway counts the same attempts. Each
 * budget is a sorted set of marks scored by time; one Lua script checks and reserves atomically, so parallel attempts
 * on several gateways cannot all pass the check before the first answer arrives. Marks expire with the window.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import {
  normalise,
  rateLimited,
  type LoginAttempt,
  type LoginBudget,
  type LoginRateLimitOptions,
} from "../auth/login-rate-limit";
import { guarded } from "./shared-state";

/**
 * KEYS: the user name's marks, the address's marks. ARGV: now, window, maxPerAddress, maxPerUserName,
 * maxPerUserNameFromCleanAddresses, address, attempt id. A user-name mark is "<id>|<clean 0/1>|<address>".
 * Answers {0, retryAfterMs} when refused, {1, clean} when reserved.
 */
const RESERVE = `
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local maxAddress, maxUser, maxClean = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local address, id = ARGV[6], ARGV[7]
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - window)
local function untilBelow(times, max)
  if #times < max then return 0 end
  return math.max(0, times[#times - max + 1] + window - now)
end
local fromAddress = redis.call('ZRANGE', KEYS[2], 0, -1, 'WITHSCORES')
local addressTimes = {}
for i = 2, #fromAddress, 2 do addressTimes[#addressTimes + 1] = tonumber(fromAddress[i]) end
if #addressTimes >= maxAddress then return {0, untilBelow(addressTimes, maxAddress)} end
local forUser = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
local shared, clean, sameAddress = {}, {}, false
for i = 1, #forUser, 2 do
  local markClean, markAddress = string.match(forUser[i], '^[^|]*|(%d)|(.*)$')
  local at = tonumber(forUser[i + 1])
  if markClean == '1' then clean[#clean + 1] = at else shared[#shared + 1] = at end
  if markAddress == address then sameAddress = true end
end
local isClean = 0
if #shared >= maxUser then
  local unlocks = untilBelow(shared, maxUser)
  if sameAddress then return {0, unlocks} end
  if #clean >= maxClean then return {0, math.min(unlocks, untilBelow(clean, maxClean))} end
  isClean = 1
end
redis.call('ZADD', KEYS[1], now, id .. '|' .. isClean .. '|' .. address)
redis.call('ZADD', KEYS[2], now, id)
redis.call('PEXPIRE', KEYS[1], window)
redis.call('PEXPIRE', KEYS[2], window)
return {1, isClean}
`;

/** KEYS: the user name's marks, the address's marks. ARGV: the attempt's mark, its id, and 1 to forgive the address. */
const SETTLE = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[2])
if ARGV[3] == '1' then
  local suffix = '|' .. string.match(ARGV[1], '^[^|]*|%d|(.*)$')
  for _, mark in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
    if string.sub(mark, -#suffix) == suffix then redis.call('ZREM', KEYS[1], mark) end
  end
end
return 1
`;

export class RedisLoginBudget implements LoginBudget {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly options: LoginRateLimitOptions,
  ) {}

  async reserve(userName: string, address: string): Promise<LoginAttempt> {
    // Hashed: a user name typed at the login form is not kept in the shared store as it was typed.
    const userKey = `${this.prefix}login:user:${createHash("sha256").update(normalise(userName)).digest("hex")}`;
    const addressKey = `${this.prefix}login:address:${address}`;
    const id = randomUUID();
    const { windowMs, maxPerAddress, maxPerUserName, maxPerUserNameFromCleanAddresses } = this.options;
    const [reserved, value] = (await guarded(
      this.redis.eval(
        RESERVE,
        2,
        userKey,
        addressKey,
        Date.now(),
        windowMs,
        maxPerAddress,
        maxPerUserName,
        maxPerUserNameFromCleanAddresses,
        address,
        id,
      ),
    )) as [number, number];
    if (reserved === 0) throw rateLimited(value);
    const mark = `${id}|${value}|${address}`;
    let settled = false;
    const settle = async (forgiveAddress: boolean) => {
      if (settled) return;
      settled = true;
      await guarded(this.redis.eval(SETTLE, 2, userKey, addressKey, mark, id, forgiveAddress ? "1" : "0"));
    };
    return {
      refused: () => {
        settled = true;
      },
      succeeded: () => settle(true),
      released: () => settle(false),
    };
  }
}
