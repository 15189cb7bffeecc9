/** An object's custom tags made to be `after` (by name): the missing ones added, the others removed. */
import { addObjectTags, removeObjectTag, type TaggableType } from '../../api/tags';

export async function syncObjectTags(type: TaggableType, id: number, before: string[], after: string[]) {
  const added = after.filter((n) => !before.includes(n));
  const removed = before.filter((n) => !after.includes(n));
  if (added.length) await addObjectTags(type, id, added);
  for (const name of removed) await removeObjectTag(type, id, name);
}
