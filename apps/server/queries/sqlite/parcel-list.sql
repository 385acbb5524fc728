select "id", "code", "name_en", "name_cn", "country", "address", "is_active"
  from "warehouses"
  order by "sort", "id";

select "parcel_orders".*
  from "parcel_orders"
  where "parcel_orders"."customer_id" = ?
  order by "parcel_orders"."id" desc
  limit 20 offset ?;

select "status", "count"
  from "parcel_status_counts"
  where "customer_id" = ?;

select "version"
  from "shipping_rate_version"
  where "id" = ?;
