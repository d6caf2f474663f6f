import { data } from "react-router";

/** Any URL no route matches: a real 404, rendered by the root error boundary. */
export async function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
