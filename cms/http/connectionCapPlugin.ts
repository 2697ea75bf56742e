import fp from 'fastify-plugin';

/**
 * One client address may hold at most `max` open connections: past that, a new one is closed
 * at once, so a single host cannot take every socket the process has. Behind a load balancer
 * every connection comes from the balancer, so the cap is off there (`max` 0).
 */
export default fp<{ max: number }>(
  async (app, { max }) => {
    if (max <= 0) return;
    const open = new Map<string, number>();
    app.server.on('connection', (socket) => {
      const address = socket.remoteAddress ?? '';
      const count = (open.get(address) ?? 0) + 1;
      if (count > max) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  },
  { name: 'connection-cap' },
);
