select "product_id", "category_id" as "link_id", 'category' as "kind"
  from "product_category_links"
  where "customer_id" = ? and "product_id" in (?, ?)
  union all select "product_id", "pack_material_id" as "link_id", 'consumable' as "kind"
  from "product_consumables"
  where "customer_id" = ? and "product_id" in (?, ?);

select "product_id", "warehouse_id", "on_hand", "locked"
  from "stock_balances"
  where +"customer_id" = ? and "product_id" in (?, ?);

select "products"."id", "products"."sku", "products"."name_cn", "products"."name_en", "products"."alias", "products"."image_url", "products"."barcode", "products"."color", "products"."size", "products"."property_id", "products"."brand", "products"."hs_code", "products"."material_en", "products"."material_cn", "products"."purpose_en", "products"."purpose_cn", "products"."declared_value", "products"."export_unit_price", "products"."tax_refund", "products"."weight_g", "products"."length_cm", "products"."width_cm", "products"."height_cm", "products"."warning_quantity", "products"."scan_barcode", "products"."created_at", "products"."updated_at"
  from "products"
  where "products"."customer_id" = ?
  order by "products"."created_at" desc, "products"."id" desc
  limit ? offset ?;

select count(*) as "n"
  from "products"
  where "products"."customer_id" = ?;
