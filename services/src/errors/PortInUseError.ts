/** A server could not bind its port because something else listens there. */
export class PortInUseError extends Error {
  override readonly name = 'PortInUseError';
  readonly code = 'PORT_IN_USE';
  readonly port: number;
  readonly service: string;

  constructor(port: number, service: string, options?: { cause?: unknown }) {
    super(`Port ${port} is already in use (${service})`, options);
    this.port = port;
    this.service = service;
  }
}
