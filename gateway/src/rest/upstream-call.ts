/**
 * A vendor API call declared once: its method, path, what it sends and the shape of its answer. Each domain lists its
 * calls in `<domain>.upstream.ts`; resolvers, loaders and exports call those, so a path is written once and an answer
 * of another shape is reported under the path it came from.
 */
import type { z } from "zod";
import type { Query, RestClient } from "./client";
import { expectResult } from "./envelope";

type Path = `/${string}`;
/** A call that sends nothing takes the client alone. */
type Sent<Input> = [Input] extends [void] ? [] : [input: Input];
type UpstreamFunction<Input, Answer> = (rest: RestClient, ...input: Sent<Input>) => Promise<Answer>;
/** A call declared without an answer's shape is made for its effect: its answer is not read. */
type Answered<S> = S extends z.ZodType ? z.infer<S> : void;

/**
 * `upstream<Input>()` fixes what a call sends (a GET's query, a POST's body), then `.get` or `.post` names the path and
 * the answer's shape: `upstream<{ id: number }>().get("/coupon/find", upstreamCouponSchema)`.
 */
export function upstream<Input extends object | void = void>() {
  return {
    get<S extends z.ZodType>(path: Path, answer: S) {
      const call = async (rest: RestClient, query?: Input) =>
        expectResult(answer, await rest.get(path, query as Query | undefined), label(path));
      return call as UpstreamFunction<Input, z.infer<S>>;
    },
    post<S extends z.ZodType | undefined = undefined>(path: Path, answer?: S) {
      const call = async (rest: RestClient, body?: Input) => {
        const result = await rest.post(path, body);
        return answer && expectResult(answer, result, label(path));
      };
      return call as UpstreamFunction<Input, Answered<S>>;
    },
  };
}

const label = (path: Path) => path.slice(1);
