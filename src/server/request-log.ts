import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export type RequestLogLevel = 'info' | 'debug';

/**
 * Fastify's "incoming request" / "request completed" lines at a chosen level. At `debug` a session in the
 * demo no longer floods the console (one pair per API call); a request that errored keeps its error line,
 * and the error handler logs 5xx answers and refused values itself.
 */
export class RequestLog extends LogController {
  constructor(private readonly level: RequestLogLevel) {
    super();
  }

  override incomingRequest(request: FastifyRequest) {
    request.log[this.level]({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
