import axios from 'axios';

/** A refused blob request carries its JSON error as a Blob: read it, so the error has its code like any other. */
export async function withJsonError<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
      try {
        error.response.data = JSON.parse(await error.response.data.text());
      } catch {
        // Not JSON: the error stays without a code.
      }
    }
    throw error;
  }
}
