/** The home page's panel (/wel/index, declared `home: 'index'`): today's business tiles, no chart. */
import { Figures } from './Figures';
import { RentalsEnv } from './env';

export default function TodayPanel() {
  return (
    <RentalsEnv>
      <Figures />
    </RentalsEnv>
  );
}
