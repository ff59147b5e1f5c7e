/** Shard 4 of the generated schema stories' rendering check (stories-schemas-shard.tsx says why shards). */
import { storiesShard } from './stories-schemas-shard';

storiesShard(3);
